import { useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import type { ReportTemplate } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { MissingParam, queryState } from '../../../components/query-state';
import { ExportButton } from '../../../components/export-button';
import { downloadSummaryWorkbook } from '../api/report.mutations';
import { defaultPeriodOf } from '../api/summary-request';
import { submissionQuery, summaryQuery, templateQuery } from '../api/report.queries';
import { SubmissionView } from '../components/submission-view';
import { SummaryView } from '../components/summary-view';
import styles from '../components/report.module.css';

/** The summary of one template: a period chooser, the summary and 导出Excel. */
function TemplateSummary({ template, initialPeriod }: { template: ReportTemplate; initialPeriod: string | null }) {
  const [openedAt] = useState(() => Date.now());
  const [periodKey, setPeriodKey] = useState(initialPeriod ?? defaultPeriodOf(template, openedAt));
  const query = useQuery(summaryQuery(template.id, periodKey));
  const state = queryState(query, { errorTestId: 'report-summary-error' });
  const summary = state.data;
  const handleExport = summary ? () => downloadSummaryWorkbook(summary) : null;

  return (
    <PageShell
      title={template.name}
      right={<ExportButton testId="report-export" disabled={!summary} onExport={handleExport} />}
    >
      <div className={styles.section}>{template.dueRule}</div>
      <CapsuleTabs activeKey={periodKey} onChange={setPeriodKey}>
        {template.periods.map((period) => (
          <CapsuleTabs.Tab
            key={period.key}
            title={<span data-testid={`report-period-${period.key}`}>{period.label}</span>}
          />
        ))}
      </CapsuleTabs>
      {state.view ?? <SummaryView summary={state.data} />}
    </PageShell>
  );
}

function SummaryPage({ templateId, periodKey }: { templateId: string; periodKey: string | null }) {
  const query = useQuery(templateQuery(templateId));
  const state = queryState(query);
  if (state.view) return <PageShell>{state.view}</PageShell>;
  return <TemplateSummary template={state.data} initialPeriod={periodKey} />;
}

function SubmissionPage({ id }: { id: string }) {
  const query = useQuery(submissionQuery(id));
  const state = queryState(query);
  return <PageShell>{state.view ?? <SubmissionView submission={state.data} />}</PageShell>;
}

/** 报表详情: a submission (`?id=`) or a template's summary across organisations (`?templateId=&periodKey=`). */
export default function ReportDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const templateId = searchParams.get('templateId');
  if (templateId) return <SummaryPage templateId={templateId} periodKey={searchParams.get('periodKey')} />;
  if (id) return <SubmissionPage id={id} />;
  return (
    <PageShell>
      <MissingParam title="缺少报表编号" />
    </PageShell>
  );
}
