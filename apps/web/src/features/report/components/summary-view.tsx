import { Suspense } from 'react';
import { Card, List } from 'antd-mobile';
import type { ReportSummary } from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { Figure } from '../../../components/figure';
import { PageLoading } from '../../../components/page-loading';
import { formatDateTime } from '../../../lib/date-time';
import { openPage } from '../../../lib/navigation';
import { submissionLink } from '../report-links';
import { StandingTag, TimelinessTag } from './report-tags';
import { SummaryChart } from './summary-chart';
import { UrgeCard } from './urge-card';
import styles from './report.module.css';

/** A period's summary over the organisations of the caller's subtree: counts, chart, totals, rows. */
export function SummaryView({ summary }: { summary: ReportSummary }) {
  const numberFields = summary.template.fields.filter((field) => field.type === 'NUMBER');
  const { counts } = summary;
  return (
    <>
      <Card className={styles.card} data-testid="report-summary">
        <div className={styles.figures}>
          <Figure label="应报" value={counts.target} testId="report-summary-target" />
          <Figure label="已报" value={counts.handedIn} testId="report-summary-handed-in" />
          <Figure label="逾期上报" value={counts.late} tone="warning" testId="report-summary-late" />
          <Figure label="未报" value={counts.missing} tone="danger" testId="report-summary-missing" />
        </div>
        <div className={styles.meta}>截止时间：{formatDateTime(summary.period.dueAt)}</div>
      </Card>
      <UrgeCard summary={summary} />
      {summary.rows.length === 0 ? (
        <EmptyState title="辖区内没有需填报该报表的单位" testId="report-summary-empty" />
      ) : (
        <>
          <Card title="各单位上报情况" className={styles.card}>
            <Suspense fallback={<PageLoading />}>
              <SummaryChart rows={summary.rows} />
            </Suspense>
          </Card>
          {numberFields.length > 0 ? (
            <Card title="数字项合计（已报）" className={styles.card} data-testid="report-summary-totals">
              <div className={styles.numbers}>
                {numberFields.map((field) => (
                  <span key={field.key}>
                    {field.label}：{summary.totals[field.key] ?? 0}
                    {field.unit ?? ''}
                  </span>
                ))}
              </div>
            </Card>
          ) : null}
          <List header="单位明细" data-testid="report-summary-rows">
            {summary.rows.map((row) => (
              <List.Item
                key={row.orgId}
                data-testid={`report-summary-row-${row.orgId}`}
                arrow={row.submissionId ? undefined : false}
                onClick={row.submissionId ? () => openPage(submissionLink(row.submissionId!)) : undefined}
                extra={<StandingTag standing={row.standing} />}
                description={
                  <>
                    <div className={styles.tags}>
                      <TimelinessTag entry={row} testId={`report-summary-row-${row.orgId}-timeliness`} />
                      {row.submittedAt ? <span>{formatDateTime(row.submittedAt)}</span> : null}
                      {row.lastUrgedAt ? (
                        <span data-testid={`report-summary-row-${row.orgId}-urged`}>
                          已催报{row.urgeCount}次（{formatDateTime(row.lastUrgedAt)}）
                        </span>
                      ) : null}
                    </div>
                    {numberFields.length > 0 && row.submissionId ? (
                      <div className={styles.numbers}>
                        {numberFields.map((field) => (
                          <span key={field.key}>
                            {field.label}：{row.numbers[field.key] ?? '—'}
                          </span>
                        ))}
                      </div>
                    ) : null}
                  </>
                }
              >
                {row.orgName}
                <span className={styles.meta}>（{row.parentName}）</span>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </>
  );
}
