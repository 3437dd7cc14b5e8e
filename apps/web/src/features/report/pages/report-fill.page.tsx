import { useState } from 'react';
import { Card, Form } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import type { ReportForm } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, useDraftForm } from '../../../lib/forms';
import { redirectTo } from '../../../lib/navigation';
import { SubmitWaitingBanner } from '../../../lib/outbox';
import { formQuery } from '../api/report.queries';
import { useSubmitReport, type ReportSubmitBody } from '../api/report.mutations';
import { ReportFieldInput } from '../components/report-field-input';
import { StandingTag, TimelinessTag } from '../components/report-tags';
import styles from '../components/report.module.css';
import { submissionLink } from '../report-links';
import { checkReportForm, formValuesOf, typedProblemsOf } from '../report.rules';

/** The form itself, once the period and any stored values arrived: draft kept, sent once. */
function FillForm({ data }: { data: ReportForm }) {
  const { template, period, submission } = data;
  const submit = useSubmitReport();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('report', `${template.id}:${period.key}`),
    empty: formValuesOf(template.fields, submission?.values),
    check: (input) =>
      checkReportForm(
        { templateId: template.id, periodKey: period.key, version: submission?.version },
        template.fields,
        input,
      ),
    send: (body: ReportSubmitBody, idempotencyKey) => submit.mutateAsync({ body, idempotencyKey }),
    onSent: (answer) => {
      showToast(answer.isLate ? '报表已上报（逾期上报）' : '报表已上报');
      redirectTo(submissionLink(answer.id));
    },
  });
  const { form, patch, problems, submission: sending, submitChecked } = draftForm;
  const typedProblems = typedProblemsOf(template.fields, form);
  const [openedAt] = useState(() => Date.now());
  const overdue = !submission?.submittedAt && openedAt > Date.parse(period.dueAt);
  return (
    <>
      <SubmitWaitingBanner submission={sending} />
      <Card
        className={styles.card}
        title={<span className={styles.title}>{template.name}</span>}
        data-testid="report-fill"
      >
        {fieldRow('报表周期', period.label)}
        {fieldRow('截止时间', formatDateTime(period.dueAt))}
        {fieldRow('上报要求', template.dueRule)}
        <div className={styles.tags}>
          {submission ? <StandingTag standing={submission.state} /> : <StandingTag standing="NONE" />}
          <TimelinessTag
            entry={{ isLate: submission?.isLate ?? false, isOverdue: overdue }}
            testId="report-fill-timeliness"
          />
        </div>
        {submission?.refuseReason ? <div className={styles.reason}>退回原因：{submission.refuseReason}</div> : null}
      </Card>
      {submission && !submission.editable ? (
        <Card className={styles.card}>本期报表已上报，不能再修改。</Card>
      ) : (
        <>
          <Form layout="vertical" mode="card">
            {template.fields.map((field) => (
              <ReportFieldInput
                key={field.key}
                field={field}
                value={form[field.key] ?? ''}
                problem={problems[field.key] ?? typedProblems[field.key]}
                onChange={(value) => patch({ [field.key]: value })}
              />
            ))}
          </Form>
          <DraftFormFooter form={draftForm} testId="report-submit" onSubmit={submitChecked}>
            {submission?.state === 'REFUSED' ? '重新上报' : '上报'}
          </DraftFormFooter>
        </>
      )}
    </>
  );
}

/** 填报报表: the organisation's report of one period (`?templateId=&periodKey=`). */
export default function ReportFillPage() {
  const [searchParams] = useSearchParams();
  const templateId = searchParams.get('templateId') ?? '';
  const periodKey = searchParams.get('periodKey') ?? '';
  const query = useQuery(formQuery(templateId, periodKey));
  const state = queryState(query, { isMissing: !templateId || !periodKey, missingTitle: '缺少报表或周期' });
  return <PageShell>{state.view ?? <FillForm data={state.data} />}</PageShell>;
}
