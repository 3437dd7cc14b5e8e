import { useState } from 'react';
import { Button, Space } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { COOPERATION_STEP_KINDS, type CooperationStep, type CooperationTaskDetail } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { ReasonDialog } from '../../../components/reason-dialog';
import { PATHS } from '../../../config/routes';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { navigateTo, withId } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { OrderTaskDetail } from '../../cooperation-order';
import { cooperationTaskQuery, type CooperationSide } from '../api/cooperation.api';
import { useCentreMove, useUpdateTask } from '../api/cooperation.mutations';
import type { StepKind } from '../cooperation-step.rules';
import { LapsedNotice, useMeasureLapsed } from '../components/countdown';
import { PaperworkPopup } from '../components/paperwork-popup';
import { ReceiptButton } from '../components/receipt-button';
import { StepPopup } from '../components/step-popup';
import { FeedbacksSection, HistorySection, StepsSection, TaskInfoSection } from '../components/task-sections';
import styles from './cooperation-detail.page.module.css';

const RETURN_TEXT = {
  title: '退回反馈',
  placeholder: '请填写退回原因（必填），合作单位将重新办理',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'cooperation-return',
};
const WITHDRAW_TEXT = {
  title: '撤回任务',
  placeholder: '请填写撤回原因（必填），合作单位将收到撤回通知',
  required: '请填写撤回原因',
  confirm: '确认撤回',
  testId: 'cooperation-withdraw',
};

const handlePath = (task: CooperationTaskDetail, step?: CooperationStep) =>
  `${withId(PATHS.cooperationHandle, task.id)}${step ? `&step=${encodeURIComponent(step.id)}` : ''}`;

/** 协作任务详情: content, attachments, steps, feedbacks and history; each side's actions. */
export default function CooperationDetailPage() {
  const [searchParams] = useSearchParams();
  const orderTaskId = searchParams.get('orderTaskId');
  return orderTaskId && !searchParams.get('id') ? (
    <PageShell>
      <OrderTaskDetail orderTaskId={orderTaskId} />
    </PageShell>
  ) : (
    <TaskDetail id={searchParams.get('id') ?? ''} />
  );
}

/** A cooperation task (`?id=`); an order task (`?orderTaskId=`) is the cooperation-order feature's. */
function TaskDetail({ id }: { id: string }) {
  const side: CooperationSide = useSession((s) => (s.loginType === 'cooperation' ? 'partner' : 'centre'));
  const state = queryState(useQuery(cooperationTaskQuery(side, id)), { isMissing: !id, missingTitle: '缺少任务编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  return (
    <PageShell>
      {side === 'partner' ? <PartnerDetail task={state.data} /> : <CentreDetail task={state.data} />}
    </PageShell>
  );
}

function PartnerDetail({ task }: { task: CooperationTaskDetail }) {
  const update = useUpdateTask();
  const { abilities } = task;
  const receive = () =>
    update.mutate(
      { id: task.id, version: task.version, action: 'RECEIVE' },
      { onSuccess: () => showToast('已接收'), onError: toastError },
    );
  const start = () =>
    update.mutate(
      { id: task.id, version: task.version, action: 'START' },
      { onSuccess: () => navigateTo(handlePath(task)), onError: toastError },
    );
  const stepAction = (step: CooperationStep) =>
    step.state === 'PENDING' && step.kind !== 'REQUEST' ? (
      <Button
        size="small"
        color="primary"
        className={styles.stepAction}
        data-testid="cooperation-step-handle"
        onClick={() => void navigateTo(handlePath(task, step))}
      >
        反馈{COOPERATION_STEP_KINDS[step.kind]}
      </Button>
    ) : null;
  return (
    <>
      <TaskInfoSection task={task} side="partner" />
      <StepsSection steps={task.steps} actionsOf={stepAction} />
      <FeedbacksSection feedbacks={task.feedbacks} />
      <HistorySection history={task.history} />
      <Space className={styles.actions} justify="end" wrap>
        <ReceiptButton task={task} side="partner" />
        {abilities.canReceive ? (
          <Button color="primary" data-testid="cooperation-receive" loading={update.isPending} onClick={receive}>
            接收任务
          </Button>
        ) : null}
        {abilities.canStart ? (
          <Button color="primary" data-testid="cooperation-start" loading={update.isPending} onClick={start}>
            {task.state === 'RETURNED' ? '重新办理' : '开始处理'}
          </Button>
        ) : null}
        {abilities.canHandle ? (
          <Button color="primary" data-testid="cooperation-handle" onClick={() => void navigateTo(handlePath(task))}>
            反馈结果
          </Button>
        ) : null}
      </Space>
    </>
  );
}

function CentreDetail({ task }: { task: CooperationTaskDetail }) {
  const move = useCentreMove();
  const [stepKind, setStepKind] = useState<StepKind | null>(null);
  const [reasonAsked, setReasonAsked] = useState<'return' | 'withdraw' | null>(null);
  const [paperworkStep, setPaperworkStep] = useState<CooperationStep | null>(null);
  const { abilities } = task;
  const ref = { id: task.id, version: task.version };
  // The server refuses a 延期 once the measure lapsed; the page says why instead of offering it.
  const isLapsed = useMeasureLapsed(task.measureExpiresAt);

  const handleClose = async () => {
    if (!(await showConfirm('确认该任务已办结？'))) return;
    move.mutate({ move: 'close', body: ref }, { onSuccess: () => showToast('已办结'), onError: toastError });
  };
  /** 退回 and 撤回 both say why: the partner reads the reason (the task, or its notice once withdrawn). */
  const handleReason = async (reason: string): Promise<boolean> => {
    if (!reasonAsked) return false;
    try {
      await move.mutateAsync({ move: reasonAsked, body: { ...ref, reason } });
      setReasonAsked(null);
      showToast(reasonAsked === 'return' ? '已退回' : '已撤回');
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };
  const stepAction = (step: CooperationStep) =>
    step.paperworkDueAt && !step.paperworkDoneAt && step.state !== 'CANCELLED' ? (
      <Button
        size="small"
        color="primary"
        fill="outline"
        className={styles.stepAction}
        data-testid="cooperation-paperwork"
        onClick={() => setPaperworkStep(step)}
      >
        补充文书
      </Button>
    ) : null;

  return (
    <>
      <TaskInfoSection task={task} side="centre" />
      <StepsSection steps={task.steps} actionsOf={stepAction} />
      <FeedbacksSection feedbacks={task.feedbacks} />
      <HistorySection history={task.history} />
      {abilities.canAddStep && isLapsed ? <LapsedNotice task={task} /> : null}
      <Space className={styles.actions} justify="end" wrap>
        <ReceiptButton task={task} side="centre" />
        {abilities.canWithdraw ? (
          <Button
            color="danger"
            fill="outline"
            data-testid="cooperation-withdraw"
            onClick={() => setReasonAsked('withdraw')}
          >
            撤回
          </Button>
        ) : null}
        {abilities.canAddStep ? (
          <>
            {isLapsed ? null : (
              <Button fill="outline" data-testid="cooperation-extend" onClick={() => setStepKind('EXTENSION')}>
                延期
              </Button>
            )}
            <Button fill="outline" data-testid="cooperation-release" onClick={() => setStepKind('RELEASE')}>
              解除
            </Button>
          </>
        ) : null}
        {abilities.canReturn ? (
          <Button
            color="danger"
            fill="outline"
            data-testid="cooperation-return-button"
            onClick={() => setReasonAsked('return')}
          >
            退回
          </Button>
        ) : null}
        {abilities.canClose ? (
          <Button
            color="primary"
            data-testid="cooperation-close"
            loading={move.isPending}
            onClick={() => void handleClose()}
          >
            办结
          </Button>
        ) : null}
      </Space>
      <ReasonDialog
        text={reasonAsked === 'withdraw' ? WITHDRAW_TEXT : RETURN_TEXT}
        visible={reasonAsked !== null}
        isSubmitting={move.isPending}
        onClose={() => setReasonAsked(null)}
        onSubmit={handleReason}
      />
      <PaperworkPopup taskId={task.id} step={paperworkStep} onClose={() => setPaperworkStep(null)} />
      <StepPopup task={task} kind={stepKind} onClose={() => setStepKind(null)} />
    </>
  );
}
