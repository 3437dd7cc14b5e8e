import { Button, Card, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { CIRCLE_INVITATION_TITLES, CIRCLE_MEMBER_STATES } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { StateBlock } from '../../../components/state-block';
import { ApiError } from '../../../lib/api-client';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useAnswerInvitation } from '../api/protection-circle.mutations';
import { invitationQuery } from '../api/protection-circle.queries';
import styles from '../../../components/page-sections.module.css';

/** 守护圈邀请: the invited member opens their link (no login) and accepts or declines. */
export default function CircleInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useQuery(invitationQuery(token));
  const answer = useAnswerInvitation(token);
  // A replaced or unknown link is final, not a failed load: nothing to retry.
  if (invitation.error instanceof ApiError && invitation.error.code === 404) {
    return (
      <PageShell showBack={false}>
        <StateBlock illustration="empty" title="邀请链接已失效" description={invitation.error.message} />
      </PageShell>
    );
  }
  const state = queryState(invitation, { isMissing: token.length < 16, missingTitle: '邀请链接无效' });
  if (state.view) return <PageShell showBack={false}>{state.view}</PageShell>;
  const view = state.data;

  const handle = async (accept: boolean) => {
    if (!(await showConfirm(accept ? '确认加入守护圈？有新预警时将通知您。' : '确认拒绝加入守护圈？'))) return;
    answer.mutate(accept, {
      onSuccess: () => showToast(accept ? '已加入守护圈' : '已拒绝邀请'),
      onError: toastError,
    });
  };
  return (
    <PageShell showBack={false} bodyClassName={styles.body}>
      <Result
        status={view.status === 'ACTIVE' ? 'success' : view.status === 'INVITED' ? 'waiting' : 'info'}
        title={CIRCLE_INVITATION_TITLES[view.status]}
        description={`${view.orgName}邀请您作为${view.ownerName}的${view.relation}加入守护圈，共同防范电信网络诈骗。`}
      />
      <Card className={styles.card} data-testid="circle-invitation" data-state={view.status}>
        {fieldRow('被守护人', view.ownerName)}
        {fieldRow('您的姓名', view.memberName)}
        {fieldRow('关系', view.relation)}
        {fieldRow('状态', CIRCLE_MEMBER_STATES[view.status])}
      </Card>
      {view.status === 'INVITED' ? (
        <div className={styles.links}>
          <Button
            block
            color="primary"
            loading={answer.isPending}
            data-testid="invitation-accept"
            onClick={() => void handle(true)}
          >
            同意加入
          </Button>
          <Button
            block
            fill="outline"
            disabled={answer.isPending}
            data-testid="invitation-decline"
            onClick={() => void handle(false)}
          >
            拒绝
          </Button>
        </div>
      ) : null}
    </PageShell>
  );
}
