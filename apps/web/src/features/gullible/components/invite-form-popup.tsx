import { Form, Input, Popup, Selector, Switch } from 'antd-mobile';
import { CIRCLE_RELATION_CHOICES, CIRCLE_ROLES, type CircleInvitation, type CircleRole } from '@afp/contract';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, fieldProblem, useDraftForm } from '../../../lib/forms';
import { SubmitWaitingBanner } from '../../../lib/outbox';
import { useInviteMember, type CircleInviteBody } from '../api/gullible.mutations';
import { checkInvite, EMPTY_INVITE } from '../gullible.rules';
import styles from './popup-form.module.css';

const RELATION_OPTIONS = CIRCLE_RELATION_CHOICES.map((relation) => ({ label: relation, value: relation }));
const ROLE_OPTIONS = (Object.entries(CIRCLE_ROLES) as [CircleRole, string][]).map(([value, label]) => ({
  value,
  label,
}));

/** 添加成员: adding is inviting; the member accepts by the link (or the guard records their word). */
export function InviteFormPopup({
  ownerId,
  visible,
  onClose,
  onInvited,
}: {
  ownerId: string;
  visible: boolean;
  onClose: () => void;
  onInvited: (invitation: CircleInvitation) => void;
}) {
  const invite = useInviteMember();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('circle-invite', ownerId),
    empty: EMPTY_INVITE,
    check: (input) => checkInvite(ownerId, input),
    send: (body: CircleInviteBody, idempotencyKey) => invite.mutateAsync({ body, idempotencyKey }),
    onSent: (invitation) => {
      showToast('邀请已发出');
      onInvited(invitation);
    },
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.title}>添加守护圈成员</div>
      <SubmitWaitingBanner submission={submission} />
      <Form layout="vertical" mode="card">
        <Form.Item label="姓名" required description={fieldProblem(problems.name)}>
          <Input
            data-testid="invite-name"
            maxLength={32}
            placeholder="请输入成员姓名"
            value={form.name}
            onChange={(name) => patch({ name })}
          />
        </Form.Item>
        <Form.Item label="手机号" required description={fieldProblem(problems.phone)}>
          <Input
            data-testid="invite-phone"
            type="tel"
            maxLength={11}
            placeholder="请输入11位手机号"
            value={form.phone}
            onChange={(phone) => patch({ phone })}
          />
        </Form.Item>
        <Form.Item label="关系" required description={fieldProblem(problems.relation)}>
          <Selector
            data-testid="invite-relation"
            columns={4}
            options={RELATION_OPTIONS}
            value={form.relation ? [form.relation] : []}
            onChange={(values) => patch({ relation: values[0] ?? '' })}
          />
        </Form.Item>
        <Form.Item label="角色">
          <Selector
            data-testid="invite-role"
            columns={3}
            options={ROLE_OPTIONS}
            value={[form.role]}
            onChange={(values) => patch({ role: values[0] ?? 'family' })}
          />
        </Form.Item>
        <Form.Item
          label="接收预警通知"
          layout="horizontal"
          extra={<Switch checked={form.notify} onChange={(notify) => patch({ notify })} />}
        />
      </Form>
      <DraftFormFooter form={draftForm} testId="invite-submit" onSubmit={submitChecked}>
        发送邀请
      </DraftFormFooter>
    </Popup>
  );
}
