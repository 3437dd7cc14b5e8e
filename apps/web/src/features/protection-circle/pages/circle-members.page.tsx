import { useState } from 'react';
import { Button, CapsuleTabs, Dialog, Switch } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { CIRCLE_MEMBER_STATES, type CircleInvitation, type CircleMember, type CircleMemberState } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { ReasonDialog } from '../../../components/reason-dialog';
import { SubmitFooter } from '../../../components/submit-footer';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useMemberNotify, useMoveMember, useRemoveMember, type MemberMove } from '../api/protection-circle.mutations';
import { circleQuery, fetchMemberPage, protectionCircleKeys } from '../api/protection-circle.queries';
import { InviteFormPopup } from '../components/invite-form-popup';
import { MemberCard } from '../components/member-card';
import styles from '../../../components/page-sections.module.css';

const TABS = [['ALL', '全部'], ...Object.entries(CIRCLE_MEMBER_STATES)] as [CircleMemberState | 'ALL', string][];
const REMOVE_TEXT = {
  title: '移除成员',
  placeholder: '请填写移除原因（必填）',
  required: '请填写移除原因',
  confirm: '确认移除',
  testId: 'member-remove',
};
const MOVE_TEXT: Record<MemberMove, { confirm: string; done: string }> = {
  accept: { confirm: '确认登记该成员已口头同意加入守护圈？', done: '已登记同意' },
  decline: { confirm: '确认登记该成员拒绝加入？', done: '已登记拒绝' },
  reinvite: { confirm: '确认重新邀请该成员？', done: '已重新邀请' },
};

/** A member's buttons by state, in the order shown; a move asks first, 移除 asks for a reason. */
const MEMBER_ACTIONS: {
  states: CircleMemberState[];
  move: MemberMove | null;
  text: string;
  testId: string;
  color: 'default' | 'primary' | 'danger';
  fill: 'solid' | 'outline';
}[] = [
  {
    states: ['INVITED'],
    move: 'decline',
    text: '登记拒绝',
    testId: 'member-decline',
    color: 'default',
    fill: 'outline',
  },
  { states: ['INVITED'], move: 'accept', text: '登记同意', testId: 'member-accept', color: 'primary', fill: 'solid' },
  {
    states: ['DECLINED', 'REMOVED'],
    move: 'reinvite',
    text: '重新邀请',
    testId: 'member-reinvite',
    color: 'default',
    fill: 'outline',
  },
  {
    states: ['INVITED', 'ACTIVE'],
    move: null,
    text: '移除',
    testId: 'member-remove-button',
    color: 'danger',
    fill: 'outline',
  },
];

/** 守护圈成员: add (invite), record acceptance, remove with confirmation, notify flag; by member state. */
export default function CircleMembersPage() {
  const [searchParams] = useSearchParams();
  const ownerId = searchParams.get('id') ?? '';
  const circle = useQuery(circleQuery(ownerId));
  const [status, setStatus] = useState<CircleMemberState | 'ALL'>('ALL');
  const [isInviting, setIsInviting] = useState(false);
  const [removing, setRemoving] = useState<CircleMember | null>(null);
  const move = useMoveMember();
  const remove = useRemoveMember();
  const notify = useMemberNotify();

  const state = queryState(circle, { isMissing: !ownerId, missingTitle: '缺少圈主编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const detail = state.data;

  const handleMove = async (member: CircleMember, action: MemberMove) => {
    if (!(await showConfirm(MOVE_TEXT[action].confirm))) return;
    try {
      const answer = await move.mutateAsync({ move: action, body: { id: member.id, version: member.version } });
      showToast(MOVE_TEXT[action].done);
      if ('invitationPath' in answer) showInvitation(answer);
    } catch (error) {
      toastError(error);
    }
  };
  const handleRemove = async (reason: string): Promise<boolean> => {
    if (!removing) return false;
    try {
      await remove.mutateAsync({ id: removing.id, version: removing.version, reason });
      setRemoving(null);
      showToast('已移除');
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };
  const handleNotify = (member: CircleMember, value: boolean) =>
    notify.mutate({ id: member.id, version: member.version, notify: value }, { onError: toastError });

  const actions = (member: CircleMember) =>
    detail.canManage ? (
      <>
        {member.status === 'ACTIVE' ? (
          <Switch
            checked={member.notify}
            loading={notify.isPending}
            onChange={(value) => handleNotify(member, value)}
            uncheckedText="通知"
            checkedText="通知"
          />
        ) : null}
        {MEMBER_ACTIONS.filter((action) => action.states.includes(member.status)).map((action) => (
          <Button
            key={action.testId}
            size="mini"
            color={action.color}
            fill={action.fill}
            data-testid={action.testId}
            onClick={() => (action.move ? void handleMove(member, action.move) : setRemoving(member))}
          >
            {action.text}
          </Button>
        ))}
      </>
    ) : null;

  return (
    <PageShell bodyClassName={styles.body}>
      <div className={styles.heading} data-testid="member-owner">
        圈主 {detail.ownerName} · 已加入 {detail.active} 人 · 待接受 {detail.invited} 人
      </div>
      <CapsuleTabs activeKey={status} onChange={(key) => setStatus(key as CircleMemberState | 'ALL')}>
        {TABS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={title} />
        ))}
      </CapsuleTabs>
      <InfiniteList<CircleMember>
        queryKey={protectionCircleKeys.members(ownerId, status)}
        fetchPage={(cursor) => fetchMemberPage(ownerId, status, cursor)}
        itemKey={(member) => member.id}
        emptyText="暂无成员"
        renderItem={(member) => <MemberCard member={member} actions={actions(member)} />}
        testId="member-list"
      />
      {detail.canManage ? (
        <SubmitFooter testId="member-add" isSubmitting={false} onSubmit={() => setIsInviting(true)}>
          添加成员
        </SubmitFooter>
      ) : null}
      {detail.canManage ? (
        <InviteFormPopup
          ownerId={ownerId}
          visible={isInviting}
          onClose={() => setIsInviting(false)}
          onInvited={(invitation) => {
            setIsInviting(false);
            showInvitation(invitation);
          }}
        />
      ) : null}
      <ReasonDialog
        text={REMOVE_TEXT}
        visible={removing !== null}
        isSubmitting={remove.isPending}
        onClose={() => setRemoving(null)}
        onSubmit={handleRemove}
      />
    </PageShell>
  );
}

/** The invitation link, shown once: the guard sends it to the member (workplace app, SMS). */
function showInvitation(invitation: CircleInvitation) {
  const link = `${window.location.origin}${invitation.invitationPath}`;
  void Dialog.alert({
    title: '邀请已生成',
    content: (
      <div data-testid="invitation-link">
        请将以下链接发送给 {invitation.member.name}，成员确认后即加入守护圈；也可在成员列表中登记其口头同意。
        <div className={styles.muted}>{link}</div>
      </div>
    ),
    confirmText: '知道了',
  });
}
