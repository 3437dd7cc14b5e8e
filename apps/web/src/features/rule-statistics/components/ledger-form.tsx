import { Form } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { LEDGER_DESCRIPTION_MAX } from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { SubmitFooter } from '../../../components/submit-footer';
import { DiscardDraftButton } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { FormCard, SelectField, TextAreaField, TextField, fieldProblem, useDraftForm } from '../../../lib/forms';
import { AttachmentField } from '../../file';
import { useCreateLedger } from '../api/rule-statistics.mutations';
import { itemsQuery, unitsQuery } from '../api/rule-statistics.queries';
import {
  checkLedger,
  chinaYearMonth,
  emptyLedgerForm,
  monthOptions,
  withSoleUnit,
  type LedgerForm,
} from '../rule-statistics.rules';
import styles from './rule.module.css';

const DRAFT_KEY = 'rule-ledger-new';

/** 新增台账: unit, rule item (those taking ledger values), month, value, description, evidence; draft and send-once. */
export function LedgerCreateForm() {
  const { year, month } = chinaYearMonth();
  const units = useQuery(unitsQuery());
  const items = useQuery(itemsQuery(year));
  const create = useCreateLedger();
  const unitIds = (units.data ?? []).map((unit) => unit.id);
  const {
    form: typed,
    hasDraft,
    patch,
    problems,
    submission,
    submitChecked,
    discarded,
  } = useDraftForm({
    draftKey: DRAFT_KEY,
    empty: emptyLedgerForm(month),
    check: (input: LedgerForm) => checkLedger(withSoleUnit(input, unitIds), year, month),
    send: (body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('台账已提交核查');
      goBack();
    },
  });
  const form = withSoleUnit(typed, unitIds);
  const fields = { form, patch, problems };
  const ledgerItems = (items.data ?? []).filter((item) => item.ledgerAllowed);

  return (
    <>
      <FormCard submission={submission}>
        <Form.Item label={`${year}年度`}>
          <span className={styles.muted}>台账经核查、复核通过后计入考核</span>
        </Form.Item>
        <SelectField
          of={fields}
          name="orgId"
          label="单位"
          required
          testId="ledger-org"
          columns={2}
          options={(units.data ?? []).map((unit) => ({ label: unit.name, value: unit.id }))}
          cleared=""
        />
        <SelectField
          of={fields}
          name="itemCode"
          label="考核项"
          required
          testId="ledger-item"
          columns={2}
          options={ledgerItems.map((item) => ({ label: item.name, value: item.code }))}
          cleared=""
        />
        <SelectField
          of={fields}
          name="month"
          label="月份"
          required
          testId="ledger-month"
          columns={6}
          options={monthOptions(month)}
          cleared={month}
        />
        <TextField
          of={fields}
          name="value"
          label="数量"
          required
          testId="ledger-value"
          type="number"
          placeholder="场次、人数、处数等"
        />
        <TextAreaField
          of={fields}
          name="description"
          label="说明"
          required
          testId="ledger-description"
          placeholder="请填写开展情况"
          rows={3}
          maxLength={LEDGER_DESCRIPTION_MAX}
          showCount
        />
        {problems.evidence ? <div className={styles.summary}>{fieldProblem(problems.evidence)}</div> : null}
        <AttachmentField
          attachments={form.evidence}
          onChange={(evidence) => patch({ evidence })}
          testId="ledger-evidence"
        />
      </FormCard>
      <div className={styles.toolbar}>
        {hasDraft ? <DiscardDraftButton draftKey={DRAFT_KEY} onDiscarded={discarded} /> : <span />}
      </div>
      <SubmitFooter testId="ledger-submit" isSubmitting={submission.isBusy} onSubmit={submitChecked}>
        提交核查
      </SubmitFooter>
    </>
  );
}
