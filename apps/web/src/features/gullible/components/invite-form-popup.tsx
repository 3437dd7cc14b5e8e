import { useState } from 'react';
import { Form, Input, Popup, Selector, Switch } from 'antd-mobile';
import { CIRCLE_RELATION_CHOICES, CIRCLE_ROLES, type CircleInvitation, type CircleRole } from '@afp/contract';
import { SubmitFooter } from '../../../components/submit-footer';
import { DiscardDraftButton, draftKeyOf, useDraft, useRestoredDraftNotice } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { SubmitWaitingBanner, useSubmitOnce } from '../../../lib/outbox';
import { useInviteMember, type CircleInviteBody } from '../api/gullible.mutations';
import { checkInvite, EMPTY_INVITE, type InviteProblems } from '../gullible.rules';
import styles from './popup-form.module.css';

const RELATION_OPTIONS = CIRCLE_RELATION_CHOICES.map((relation) => ({ label: relation, value: relation }));
const ROLE_OPTIONS = (Object.entries(CIRCLE_ROLES) as [CircleRole, string][]).map(([value, label]) => ({
  value,
  label,
}));
const problemText = (text: string | undefined) => (text ? <span className={styles.problem}>{text}</span> : undefined);

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
  const draftKey = draftKeyOf('circle-invite', ownerId);
  const { value: form, hasDraft, patch } = useDraft(draftKey, EMPTY_INVITE);
  useRestoredDraftNotice(draftKey);
  const [problems, setProblems] = useState<InviteProblems>({});
  const invite = useInviteMember();
  const submission = useSubmitOnce({
    draftKey,
    send: (body: CircleInviteBody, idempotencyKey) => invite.mutateAsync({ body, idempotencyKey }),
    onSent: (invitation) => {
      showToast('邀请已发出');
      onInvited(invitation);
    },
  });
  const handleSubmit = () => {
    const checked = checkInvite(ownerId, form);
    setProblems(checked.problems);
    if (!checked.body) {
      showToast(Object.values(checked.problems)[0] ?? '请完善成员信息');
      return;
    }
    submission.submit(checked.body);
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.title}>添加守护圈成员</div>
      <SubmitWaitingBanner submission={submission} />
      <Form layout="vertical" mode="card">
        <Form.Item label="姓名" required description={problemText(problems.name)}>
          <Input
            data-testid="invite-name"
            maxLength={32}
            placeholder="请输入成员姓名"
            value={form.name}
            onChange={(name) => patch({ name })}
          />
        </Form.Item>
        <Form.Item label="手机号" required description={problemText(problems.phone)}>
          <Input
            data-testid="invite-phone"
            type="tel"
            maxLength={11}
            placeholder="请输入11位手机号"
            value={form.phone}
            onChange={(phone) => patch({ phone })}
          />
        </Form.Item>
        <Form.Item label="关系" required description={problemText(problems.relation)}>
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
      {hasDraft ? <DiscardDraftButton draftKey={draftKey} onDiscarded={() => submission.cancel()} /> : null}
      <SubmitFooter testId="invite-submit" isSubmitting={submission.isBusy} onSubmit={handleSubmit}>
        发送邀请
      </SubmitFooter>
    </Popup>
  );
}
