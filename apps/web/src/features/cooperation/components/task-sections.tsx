import type { ReactNode } from 'react';
import { Card, NoticeBar, Tag } from 'antd-mobile';
import {
  CARRIER_ASSIST_HELPS,
  CARRIER_ASSIST_OUTCOMES,
  COOPERATION_ACTION_LABELS,
  COOPERATION_MEASURE_RESULTS,
  COOPERATION_STEP_KINDS,
  COOPERATION_STEP_STATES,
  COOPERATION_TASK_STATES,
  COOPERATION_URGENCIES,
  extensionHoursLabel,
  type CooperationFeedback,
  type CooperationStep,
  type CooperationTaskDetail,
} from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { Timeline } from '../../../components/timeline';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { FeedbackPhotos } from '../../file';
import { LapseNotice, MeasureExpiry, TaskCountdown } from './countdown';
import { TaskTags } from './task-tags';
import styles from './task-sections.module.css';

/** What the centre asked, with its attachments (tap to preview); `side` words the lapse warning. */
export function TaskInfoSection({ task, side }: { task: CooperationTaskDetail; side: 'partner' | 'centre' }) {
  return (
    <Card className={styles.card} title={task.title} extra={COOPERATION_TASK_STATES[task.state]}>
      <LapseNotice task={task} side={side} />
      {task.state === 'RETURNED' && task.returnReason ? (
        <NoticeBar
          data-testid="cooperation-return-reason"
          color="error"
          wrap
          content={`反馈已退回：${task.returnReason}`}
        />
      ) : null}
      <TaskTags task={task} />
      <div className={styles.content} data-testid="cooperation-content">
        {task.content}
      </div>
      {task.subjectAccount ? fieldRow('涉案账户', task.subjectAccount) : null}
      {task.requestedAmount ? fieldRow('涉案金额', `${task.requestedAmount} 元`) : null}
      {task.subjectNumber ? fieldRow('关停号码', task.subjectNumber) : null}
      {task.assist ? fieldRow('协助事项', CARRIER_ASSIST_HELPS[task.assist.help]) : null}
      {task.assist ? <div data-testid="cooperation-assist-phone">{fieldRow('机主号码', task.assist.phone)}</div> : null}
      {fieldRow('合作单位', task.partnerOrgName)}
      {fieldRow('下发单位', `${task.issuerOrgName}（${task.issuerName}）`)}
      {fieldRow('下发时间', formatDateTime(task.issuedAt))}
      {fieldRow('办理时限', formatDateTime(task.deadlineAt))}
      {task.receivedAt ? fieldRow('接收时间', formatDateTime(task.receivedAt)) : null}
      {task.fedBackAt
        ? fieldRow('反馈时间', `${formatDateTime(task.fedBackAt)}${task.isLate ? '（逾期）' : ''}`)
        : null}
      {task.attachments.length > 0 ? fieldRow('附件', <FeedbackPhotos keys={task.attachments} />) : null}
      <div className={styles.footer}>
        <TaskCountdown task={task} />
        <MeasureExpiry expiresAt={task.measureExpiresAt} />
      </div>
    </Card>
  );
}

function StepCard({ step, actions }: { step: CooperationStep; actions?: ReactNode }) {
  return (
    <Card
      className={styles.card}
      data-testid={`cooperation-step-${step.seq}`}
      data-state={step.state}
      title={`${COOPERATION_STEP_KINDS[step.kind]}（${COOPERATION_URGENCIES[step.urgency]}）`}
      extra={
        <Tag
          color={step.state === 'PENDING' ? 'warning' : step.state === 'DONE' ? 'success' : 'default'}
          fill="outline"
        >
          {COOPERATION_STEP_STATES[step.state]}
        </Tag>
      }
    >
      {step.extensionHours ? fieldRow('延长', extensionHoursLabel(step.extensionHours)) : null}
      {step.note ? fieldRow(step.kind === 'REQUEST' ? '说明' : '原因', step.note) : null}
      {fieldRow('发起时间', formatDateTime(step.requestedAt))}
      {fieldRow('反馈时限', `${formatDateTime(step.deadlineAt)}${step.isOverdue ? '（已超时）' : ''}`)}
      {step.doneAt ? fieldRow('办理时间', formatDateTime(step.doneAt)) : null}
      {step.amount ? fieldRow('金额', `${step.amount} 元`) : null}
      {step.expiresAt ? fieldRow('有效期至', formatDateTime(step.expiresAt)) : null}
      {step.paperworkDueAt
        ? fieldRow(
            '后补文书',
            step.paperworkDoneAt
              ? `已补充（${formatDateTime(step.paperworkDoneAt)}）`
              : `待补充，时限 ${formatDateTime(step.paperworkDueAt)}${step.isPaperworkOverdue ? '（已超时）' : ''}`,
          )
        : null}
      {step.paperwork.length > 0 ? fieldRow('法律文书', <FeedbackPhotos keys={step.paperwork} />) : null}
      {actions}
    </Card>
  );
}

/** The steps of a 止付 / 冻结: request, 延期, 解除, each with its own answer and paperwork. */
export function StepsSection({
  steps,
  actionsOf,
}: {
  steps: CooperationStep[];
  actionsOf?: (step: CooperationStep) => ReactNode;
}) {
  if (steps.length === 0) return null;
  return (
    <>
      <div className={styles.heading}>措施步骤</div>
      {steps.map((step) => (
        <StepCard key={step.id} step={step} actions={actionsOf?.(step)} />
      ))}
    </>
  );
}

function FeedbackCard({ feedback }: { feedback: CooperationFeedback }) {
  return (
    <Card
      className={styles.card}
      data-testid={`cooperation-feedback-${feedback.id}`}
      title={
        feedback.stepKind && feedback.stepKind !== 'REQUEST'
          ? `${COOPERATION_STEP_KINDS[feedback.stepKind]}反馈`
          : '任务反馈'
      }
      extra={formatDateTime(feedback.fedBackAt)}
    >
      {feedback.account ? fieldRow('账户', feedback.account) : null}
      {feedback.accountName ? fieldRow('户名', feedback.accountName) : null}
      {feedback.bankName ? fieldRow('开户行', feedback.bankName) : null}
      {feedback.amount
        ? fieldRow('金额', <span data-testid="cooperation-feedback-amount">{feedback.amount} 元</span>)
        : null}
      {feedback.balance ? fieldRow('余额', `${feedback.balance} 元`) : null}
      {feedback.result
        ? fieldRow(
            '结果',
            <span data-testid="cooperation-feedback-result">
              {COOPERATION_MEASURE_RESULTS[feedback.result]}
              {feedback.resultReason ? `（${feedback.resultReason}）` : ''}
            </span>,
          )
        : null}
      {feedback.caseNumber ? fieldRow('案件编号', feedback.caseNumber) : null}
      {feedback.documentNumber ? fieldRow('文书号', feedback.documentNumber) : null}
      {feedback.number ? fieldRow('号码', feedback.number) : null}
      {feedback.doneAt ? fieldRow('办理时间', formatDateTime(feedback.doneAt)) : null}
      {feedback.answer ? fieldRow('协查结果', feedback.answer) : null}
      {feedback.assistOutcome ? fieldRow('协助结果', CARRIER_ASSIST_OUTCOMES[feedback.assistOutcome]) : null}
      {feedback.content ? fieldRow('处理情况', feedback.content) : null}
      {fieldRow('反馈人', feedback.fedBackByName)}
      {feedback.photos.length > 0 ? fieldRow('附件', <FeedbackPhotos keys={feedback.photos} />) : null}
    </Card>
  );
}

export function FeedbacksSection({ feedbacks }: { feedbacks: CooperationFeedback[] }) {
  return (
    <>
      <div className={styles.heading}>反馈记录</div>
      {feedbacks.length === 0 ? (
        <EmptyState title="暂无反馈" />
      ) : (
        [...feedbacks].reverse().map((feedback) => <FeedbackCard key={feedback.id} feedback={feedback} />)
      )}
    </>
  );
}

/** Every move of the task, from the operation log: who did it, where and when (the shared timeline). */
export function HistorySection({ history }: { history: CooperationTaskDetail['history'] }) {
  return (
    <Timeline
      title="处理记录"
      entries={history}
      testId="cooperation-history"
      labelOf={(action) => COOPERATION_ACTION_LABELS[action] ?? action}
    />
  );
}
