import { Button, Card } from 'antd-mobile';
import type { ReportSubmissionDetail } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { Timeline } from '../../../components/timeline';
import { formatDateTime } from '../../../lib/date-time';
import { openPage } from '../../../lib/navigation';
import { fillLink } from '../report-links';
import { valueText } from '../report.rules';
import { StandingTag, TimelinessTag } from './report-tags';
import styles from './report.module.css';

/** One organisation's report of a period: its standing, values and history; 修改 while it may still change. */
export function SubmissionView({ submission }: { submission: ReportSubmissionDetail }) {
  return (
    <>
      <Card
        className={styles.card}
        data-testid="report-submission-detail"
        title={<span className={styles.title}>{submission.templateName}</span>}
        extra={<StandingTag standing={submission.state} testId="report-submission-state" />}
      >
        {fieldRow('填报单位', submission.orgName)}
        {fieldRow('报表周期', submission.period.label)}
        {fieldRow('截止时间', formatDateTime(submission.period.dueAt))}
        {fieldRow('上报时间', submission.submittedAt ? formatDateTime(submission.submittedAt) : '—')}
        {submission.submittedByName ? fieldRow('填报人', submission.submittedByName) : null}
        {submission.verifiedAt ? fieldRow('核定时间', formatDateTime(submission.verifiedAt)) : null}
        <div className={styles.tags}>
          <TimelinessTag entry={submission} testId="report-submission-timeliness" />
        </div>
        {submission.refuseReason ? (
          <div className={styles.reason} data-testid="report-refuse-reason">
            退回原因：{submission.refuseReason}
          </div>
        ) : null}
        {submission.editable ? (
          <Button
            className={styles.section}
            color="primary"
            size="small"
            data-testid="report-edit"
            onClick={() => openPage(fillLink(submission.templateId, submission.period.key))}
          >
            {submission.state === 'REFUSED' ? '修改后重新上报' : '继续填报'}
          </Button>
        ) : null}
      </Card>
      <Card title="填报内容" className={styles.card} data-testid="report-values">
        {submission.fields.map((field) => (
          <div key={field.key}>{fieldRow(field.label, valueText(field, submission.values[field.key]))}</div>
        ))}
      </Card>
      <Timeline entries={submission.history} testId="report-timeline" />
    </>
  );
}
