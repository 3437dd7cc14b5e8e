import { COOPERATION_STEP_KINDS, COOPERATION_TASK_STATES, type CooperationTask } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { MeasureExpiry, TaskCountdown } from './countdown';
import { TaskTags } from './task-tags';
import styles from './task-card.module.css';

/** One task in a list: for the partner who issued it, for the centre whom it went to. */
export function TaskCard({
  task,
  side,
  onOpen,
}: {
  task: CooperationTask;
  side: 'partner' | 'centre';
  onOpen: () => void;
}) {
  return (
    <ListCard
      testId={`cooperation-task-${task.id}`}
      state={task.state}
      onOpen={onOpen}
      title={task.title}
      extra={
        <span className={styles.state} data-testid="cooperation-state">
          {/* A code it does not know shows as it is (as the first cards' template placeholder does). */}
          {COOPERATION_TASK_STATES[task.state] ?? task.state}
        </span>
      }
    >
      <TaskTags task={task} />
      {side === 'centre' ? fieldRow('合作单位', task.partnerOrgName) : fieldRow('下发单位', task.issuerOrgName)}
      {fieldRow('下发时间', formatDateTime(task.issuedAt))}
      {/* A waiting 延期 / 解除 is what the partner must answer now: its deadline stands in for the task's. */}
      {task.pendingStep && task.pendingStepDeadlineAt
        ? fieldRow(`${COOPERATION_STEP_KINDS[task.pendingStep]}时限`, formatDateTime(task.pendingStepDeadlineAt))
        : fieldRow('办理时限', formatDateTime(task.deadlineAt))}
      {task.fedBackAt ? fieldRow('反馈时间', formatDateTime(task.fedBackAt)) : null}
      {/* Issued to several partners at once: the whole batch at a glance, without opening each. */}
      {task.batch
        ? fieldRow(
            '同批进度',
            <span data-testid={`cooperation-task-${task.id}-batch`}>
              接收 {task.batch.received}/{task.batch.total} 反馈 {task.batch.fedBack}/{task.batch.total}
            </span>,
          )
        : null}
      <div className={styles.footer}>
        <TaskCountdown task={task} />
        <MeasureExpiry expiresAt={task.measureExpiresAt} />
      </div>
    </ListCard>
  );
}
