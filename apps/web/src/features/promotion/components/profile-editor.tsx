import { Form, Input, Popup } from 'antd-mobile';
import { PROMOTION_ENDPOINTS as P } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, fieldProblem, useDraftForm } from '../../../lib/forms';
import { SubmitWaitingBanner } from '../../../lib/outbox';
import { checkProfileForm } from '../promotion.rules';
import styles from './mine.module.css';

/**
 * 编辑资料: the guard's own name (area and street follow the organisation), mounted while open so
 * its draft starts from the current name. After saving, the caller refreshes the guard profile (spec §4).
 */
export function GuardProfileEditor({
  uid,
  name,
  area,
  street,
  onClose,
  onSaved,
}: {
  uid: string;
  name: string;
  area: string;
  street: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('guard-profile', uid || 'me'),
    empty: { name },
    check: checkProfileForm,
    send: (body, idempotencyKey) => call(P.saveProfile, { body, idempotencyKey }),
    onSent: () => {
      showToast('资料已保存');
      onSaved();
      onClose();
    },
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  return (
    <Popup visible onMaskClick={onClose} bodyClassName={styles.popup}>
      <SubmitWaitingBanner submission={submission} />
      <Form layout="horizontal" mode="card">
        <Form.Item label="姓名" required description={fieldProblem(problems.name)}>
          <Input
            data-testid="profile-name"
            value={form.name}
            onChange={(value) => patch({ name: value })}
            maxLength={32}
          />
        </Form.Item>
        <Form.Item label="辖区">{area || '-'}</Form.Item>
        <Form.Item label="街道">{street || '-'}</Form.Item>
      </Form>
      <div className={styles.hint}>辖区和街道随所属单位确定，如需调整请联系上级管理员。</div>
      <DraftFormFooter form={draftForm} testId="profile-save" onSubmit={submitChecked}>
        保存
      </DraftFormFooter>
    </Popup>
  );
}
