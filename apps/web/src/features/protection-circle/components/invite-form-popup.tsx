import { Form, Input, Switch } from 'antd-mobile';
import { CIRCLE_RELATION_CHOICES, CIRCLE_ROLES, type CircleInvitation } from '@afp/contract';
import { DraftFormPopup } from '../../../components/form-popup';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { fieldProblem, SelectField, useDraftForm } from '../../../lib/forms';
import { useInviteMember, type CircleInviteBody } from '../api/protection-circle.mutations';
import { checkInvite, EMPTY_INVITE } from '../protection-circle.rules';

const RELATION_OPTIONS = CIRCLE_RELATION_CHOICES.map((relation) => ({ label: relation, value: relation }));

const INVITE_TEXTS = { title: '添加守护圈成员', submitText: '发送邀请', submitTestId: 'invite-submit' };

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
  const { form, patch, problems } = draftForm;
  return (
    <DraftFormPopup texts={INVITE_TEXTS} form={draftForm} visible={visible} onClose={onClose}>
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
        <SelectField
          of={draftForm}
          name="relation"
          label="关系"
          required
          testId="invite-relation"
          columns={4}
          options={RELATION_OPTIONS}
          cleared=""
        />
        <SelectField
          of={draftForm}
          name="role"
          label="角色"
          testId="invite-role"
          columns={3}
          options={CIRCLE_ROLES}
          cleared="family"
        />
        <Form.Item
          label="接收预警通知"
          layout="horizontal"
          extra={<Switch checked={form.notify} onChange={(notify) => patch({ notify })} />}
        />
      </Form>
    </DraftFormPopup>
  );
}
