import { Button, Card, List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { LEDGER_DESCRIPTION_MAX, LEDGER_STATES, type LedgerDetail, type LedgerResubmitBody } from '@afp/contract';
import { PageLoading } from '../../../components/page-loading';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { showToast } from '../../../lib/feedback';
import { FormCard, TextAreaField, TextField, useDraftForm, type Checked } from '../../../lib/forms';
import { AttachmentField, openFilePreview } from '../../file';
import { VerificationStatus, verificationKeys } from '../../verification';
import { queryClient } from '../../../lib/query-client';
import { useResubmitLedger } from '../api/rule-statistics.mutations';
import { ledgerQuery } from '../api/rule-statistics.queries';
import { checkLedger, type LedgerForm, type LedgerProblems } from '../rule-statistics.rules';
import styles from './rule.module.css';

/** The resubmission of a refused entry: its value, description and evidence, checked as a new entry is. */
function checkResubmit(entry: LedgerDetail, form: LedgerForm): Checked<LedgerResubmitBody, LedgerProblems> {
  const checked = checkLedger(form, entry.year, entry.month);
  if (!checked.body) return { problems: checked.problems };
  const { value, description, evidence } = checked.body;
  return { body: { id: entry.id, version: entry.version, value, description, evidence } };
}

/** 重新提交: a refused entry fixed (value, description, evidence) and sent back into verification once. */
function ResubmitForm({ entry }: { entry: LedgerDetail }) {
  const resubmit = useResubmitLedger();
  const { form, patch, problems, submission, submitChecked } = useDraftForm({
    draftKey: `rule-ledger-resubmit-${entry.id}-${entry.version}`,
    empty: {
      orgId: entry.orgId,
      itemCode: entry.itemCode,
      month: entry.month,
      value: String(entry.value),
      description: entry.description,
      evidence: entry.evidence,
    },
    check: (input) => checkResubmit(entry, input),
    send: (body, idempotencyKey) => resubmit.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      showToast('台账已重新提交');
    },
  });
  const fields = { form, patch, problems };
  return (
    <>
      <FormCard submission={submission}>
        <TextField of={fields} name="value" label="数量" required testId="ledger-resubmit-value" type="number" />
        <TextAreaField
          of={fields}
          name="description"
          label="说明"
          required
          testId="ledger-resubmit-description"
          rows={3}
          maxLength={LEDGER_DESCRIPTION_MAX}
        />
        <AttachmentField
          attachments={form.evidence}
          onChange={(evidence) => patch({ evidence })}
          testId="ledger-resubmit-evidence"
        />
      </FormCard>
      <div className={styles.section}>
        <Button block color="primary" data-testid="ledger-resubmit" loading={submission.isBusy} onClick={submitChecked}>
          重新提交
        </Button>
      </div>
    </>
  );
}

/** One ledger entry: what was recorded, its evidence, its 核查 / 复核 stage, and (refused) the way to resubmit. */
export function LedgerDetailView({ id }: { id: string }) {
  const query = useQuery(ledgerQuery(id));
  const state = queryState(query, { errorTestId: 'ledger-detail-error' });
  if (state.view) return query.isPending ? <PageLoading /> : state.view;
  const entry = state.data;
  return (
    <>
      <Card
        className={styles.card}
        title={`${entry.orgName} · ${entry.itemName}`}
        extra={
          <Tag color={entry.state === 'VERIFIED' ? 'success' : entry.state === 'REFUSED' ? 'danger' : 'warning'}>
            <span data-testid="ledger-state">{LEDGER_STATES[entry.state]}</span>
          </Tag>
        }
      >
        <List>
          <List.Item extra={`${entry.year}年${entry.month}月`}>期间</List.Item>
          <List.Item extra={<span data-testid="ledger-value-shown">{entry.value}</span>}>数量</List.Item>
          <List.Item description={entry.description}>说明</List.Item>
          <List.Item extra={`${entry.submittedByName} ${formatDateTime(entry.submittedAt)}`}>提交</List.Item>
          {entry.verifiedAt ? <List.Item extra={formatDateTime(entry.verifiedAt)}>复核通过</List.Item> : null}
          {entry.refuseReason ? <List.Item description={entry.refuseReason}>退回原因</List.Item> : null}
        </List>
      </Card>
      <Card className={styles.card} title="证明材料">
        {entry.evidence.map((file) => (
          <List.Item key={file.key} clickable onClick={() => void openFilePreview({ url: file.key, name: file.name })}>
            {file.name}
          </List.Item>
        ))}
      </Card>
      <div className={styles.card}>
        <VerificationStatus kind="ledger_entry" subjectId={entry.id} />
      </div>
      {entry.state === 'REFUSED' ? <ResubmitForm entry={entry} /> : null}
    </>
  );
}
