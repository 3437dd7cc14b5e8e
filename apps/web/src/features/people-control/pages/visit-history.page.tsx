import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import type { ControlVisit, ControlledPersonDetail } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { DecisionButtons } from '../../../components/decision-buttons';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { ReasonDialog, sendReason } from '../../../components/reason-dialog';
import { SubmitFooter } from '../../../components/submit-footer';
import { PATHS } from '../../../config/routes';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { openPage, withId } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { controlledPersonQuery, fetchVisitPage, peopleControlKeys } from '../api/people-control.queries';
import { useReviewVisit } from '../api/people-control.mutations';
import { VerificationStatus } from '../../verification';
import { VisitCard } from '../components/visit-card';
import { PersonActions } from '../components/person-actions';
import { PersonCard } from '../components/person-card';
import { canRecordVisit, selectIsControlManager, selectMayVisit } from '../people-control.rules';
import styles from './visit-history.page.module.css';

const RETURN_TEXT = {
  title: '退回反馈',
  placeholder: '请填写退回原因（必填），卫士将据此重新反馈',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'control-return',
};

/** 反馈详情: a person, their feedback history with approval state; station admins review and decide here. */
export default function VisitHistoryPage() {
  const [searchParams] = useSearchParams();
  const personId = searchParams.get('id') ?? '';
  const person = useQuery(controlledPersonQuery(personId));
  const isManager = useSession(selectIsControlManager);
  const mayVisit = useSession(selectMayVisit);
  const review = useReviewVisit();
  const [isReturning, setIsReturning] = useState(false);

  const state = queryState(person, { isMissing: !personId, missingTitle: '缺少人员编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const detail = state.data;
  const task = detail.currentTask;

  const handleApprove = async () => {
    if (!task || !(await showConfirm('确认该次管控反馈审核通过？'))) return;
    review.mutate(
      { decision: 'approve', body: { taskId: task.id, version: task.version } },
      { onSuccess: () => showToast('已审核通过'), onError: toastError },
    );
  };

  const handleReturn = async (reason: string) =>
    !!task &&
    sendReason(
      () => review.mutateAsync({ decision: 'return', body: { taskId: task.id, version: task.version, reason } }),
      '已退回',
      () => setIsReturning(false),
    );

  /** Only the visit waiting on the current task can be reviewed. */
  const reviewActions = (visit: ControlVisit) =>
    isManager && visit.state === 'SUBMITTED' && task?.state === 'SUBMITTED' && visit.taskId === task.id ? (
      <DecisionButtons
        acceptText="通过"
        returnTestId="control-return-button"
        acceptTestId="control-approve-button"
        isBusy={review.isPending}
        onReturn={() => setIsReturning(true)}
        onAccept={() => void handleApprove()}
      />
    ) : null;

  return (
    <PageShell>
      <PersonCard person={detail} />
      <PersonSummary person={detail} />
      {isManager ? <PersonActions person={detail} /> : null}
      {task ? <VerificationStatus kind="control_feedback" subjectId={task.id} /> : null}
      <div className={styles.heading}>反馈记录</div>
      <InfiniteList<ControlVisit>
        queryKey={peopleControlKeys.visitList(personId)}
        fetchPage={(cursor) => fetchVisitPage(personId, cursor)}
        itemKey={(visit) => visit.id}
        emptyText="暂无反馈记录"
        renderItem={(visit) => <VisitCard visit={visit} actions={reviewActions(visit)} />}
        canPullToRefresh={false}
        testId="control-feedbacks"
      />
      <ReasonDialog
        text={RETURN_TEXT}
        visible={isReturning}
        isSubmitting={review.isPending}
        onClose={() => setIsReturning(false)}
        onSubmit={handleReturn}
      />
      {mayVisit && canRecordVisit(detail) ? (
        <SubmitFooter
          testId="control-visit-footer"
          isSubmitting={false}
          onSubmit={() => openPage(withId(PATHS.controlVisitForm, detail.id))}
        >
          {detail.taskState === 'RETURNED' ? '重新反馈' : '走访反馈'}
        </SubmitFooter>
      ) : null}
    </PageShell>
  );
}

function PersonSummary({ person }: { person: ControlledPersonDetail }) {
  if (!person.address) return null;
  return <div className={styles.address}>居住地址：{person.address}</div>;
}
