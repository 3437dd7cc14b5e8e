import { Card, Space } from 'antd-mobile';
import type { ReportSubmission, ReportTemplateSummary, ReportTodo } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { KindTag, StandingTag, TimelinessTag } from './report-tags';
import styles from './report.module.css';

/** A period the organisation owes or handed in, overdue ones marked. */
export function TodoCard({ todo, onOpen }: { todo: ReportTodo; onOpen: () => void }) {
  const testId = `report-todo-${todo.templateId}-${todo.period.key}`;
  return (
    <Card
      className={styles.card}
      data-testid={testId}
      onBodyClick={onOpen}
      onHeaderClick={onOpen}
      title={
        <Space align="center" wrap>
          <KindTag kind={todo.kind} />
          <span className={styles.title}>{todo.templateName}</span>
        </Space>
      }
      extra={<StandingTag standing={todo.standing} testId={`${testId}-standing`} />}
    >
      {fieldRow('报表周期', todo.period.label)}
      {fieldRow('截止时间', formatDateTime(todo.period.dueAt))}
      <div className={styles.tags}>
        <TimelinessTag entry={todo} testId={`${testId}-timeliness`} />
      </div>
      {todo.refuseReason ? <div className={styles.reason}>退回原因：{todo.refuseReason}</div> : null}
    </Card>
  );
}

/** A template of the caller's branch: its due rule and issuer. */
export function TemplateCard({ template, onOpen }: { template: ReportTemplateSummary; onOpen: () => void }) {
  return (
    <Card
      className={styles.card}
      data-testid={`report-template-${template.id}`}
      onBodyClick={onOpen}
      onHeaderClick={onOpen}
      title={
        <Space align="center" wrap>
          <KindTag kind={template.kind} />
          <span className={styles.title}>{template.name}</span>
        </Space>
      }
    >
      {fieldRow('上报要求', template.dueRule)}
      {fieldRow('当前周期', template.currentPeriod.label)}
      {fieldRow('下发单位', `${template.orgName} ${template.createdByName}`)}
    </Card>
  );
}

/** A submission of the caller's subtree. */
export function SubmissionCard({ submission, onOpen }: { submission: ReportSubmission; onOpen: () => void }) {
  return (
    <Card
      className={styles.card}
      data-testid={`report-submission-${submission.id}`}
      onBodyClick={onOpen}
      onHeaderClick={onOpen}
      title={<span className={styles.title}>{submission.templateName}</span>}
      extra={<StandingTag standing={submission.state} />}
    >
      {fieldRow('填报单位', submission.orgName)}
      {fieldRow('报表周期', submission.period.label)}
      {fieldRow('上报时间', submission.submittedAt ? formatDateTime(submission.submittedAt) : '—')}
      <div className={styles.tags}>
        <TimelinessTag entry={submission} />
      </div>
    </Card>
  );
}
