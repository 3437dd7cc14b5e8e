import type { ReportSubmission, ReportTemplateSummary, ReportTodo } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { KindTag, StandingTag, TimelinessTag } from './report-tags';
import styles from './report.module.css';

/** A period the organisation owes or handed in, overdue ones marked. */
export function TodoCard({ todo, onOpen }: { todo: ReportTodo; onOpen: () => void }) {
  const testId = `report-todo-${todo.templateId}-${todo.period.key}`;
  return (
    <ListCard
      testId={testId}
      onOpen={onOpen}
      before={<KindTag kind={todo.kind} />}
      title={todo.templateName}
      extra={<StandingTag standing={todo.standing} testId={`${testId}-standing`} />}
    >
      {fieldRow('报表周期', todo.period.label)}
      {fieldRow('截止时间', formatDateTime(todo.period.dueAt))}
      <div className={styles.tags}>
        <TimelinessTag entry={todo} testId={`${testId}-timeliness`} />
      </div>
      {todo.refuseReason ? <div className={styles.reason}>退回原因：{todo.refuseReason}</div> : null}
      {todo.lastUrgedAt ? (
        <div className={styles.reason} data-testid={`${testId}-urged`}>
          {todo.lastUrgedByOrgName ?? '上级'}已催报{todo.urgeCount > 1 ? `${todo.urgeCount}次` : ''}（
          {formatDateTime(todo.lastUrgedAt)}）
        </div>
      ) : null}
    </ListCard>
  );
}

/** A template of the caller's branch: its due rule and issuer. */
export function TemplateCard({ template, onOpen }: { template: ReportTemplateSummary; onOpen: () => void }) {
  return (
    <ListCard
      testId={`report-template-${template.id}`}
      onOpen={onOpen}
      before={<KindTag kind={template.kind} />}
      title={template.name}
    >
      {fieldRow('上报要求', template.dueRule)}
      {fieldRow('当前周期', template.currentPeriod.label)}
      {template.progress
        ? fieldRow(
            '上报进度',
            <span data-testid={`report-template-${template.id}-progress`}>
              已报 {template.progress.handedIn}/{template.progress.target}
            </span>,
          )
        : null}
      {fieldRow('下发单位', `${template.orgName} ${template.createdByName}`)}
    </ListCard>
  );
}

/** A submission of the caller's subtree. */
export function SubmissionCard({ submission, onOpen }: { submission: ReportSubmission; onOpen: () => void }) {
  return (
    <ListCard
      testId={`report-submission-${submission.id}`}
      onOpen={onOpen}
      title={submission.templateName}
      extra={<StandingTag standing={submission.state} />}
    >
      {fieldRow('填报单位', submission.orgName)}
      {fieldRow('报表周期', submission.period.label)}
      {fieldRow('上报时间', submission.submittedAt ? formatDateTime(submission.submittedAt) : '—')}
      <div className={styles.tags}>
        <TimelinessTag entry={submission} />
      </div>
    </ListCard>
  );
}
