import { Form } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import {
  CARD_ADVICES,
  CARD_CONCLUSIONS,
  CARD_FEEDBACK_METHODS,
  CARD_OUTCOMES,
  type CardRecordDetail,
} from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, SelectField, TextAreaField, TextField, useDraftForm } from '../../../lib/forms';
import { cardRecordQuery } from '../api/card-feedback.queries';
import { useSendCardFeedback, type CardFeedbackBody } from '../api/card-feedback.mutations';
import { checkCardFeedback, EMPTY_CARD_FEEDBACK } from '../card-feedback.rules';
import { MISSING_CARD_ID } from '../card-feedback.texts';
import { hitReasonsText, RiskTag } from '../components/card-record-card';

type ChoiceField = 'method' | 'conclusion' | 'advice' | 'outcome';
const CHOICES: [ChoiceField, string, Record<string, string>][] = [
  ['method', '核实方式', CARD_FEEDBACK_METHODS],
  ['conclusion', '核实结论', CARD_CONCLUSIONS],
  ['advice', '给网点的建议', CARD_ADVICES],
  ['outcome', '办理结果', CARD_OUTCOMES],
];

/** 反馈处理: the assigned guard's answer to the outlet — method, conclusion, advice, outcome. */
export default function FeedbackHandlePage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const record = queryState(useQuery(cardRecordQuery(id)), { isMissing: !id, missingTitle: MISSING_CARD_ID });
  if (record.view) return <PageShell>{record.view}</PageShell>;
  return <CardFeedbackForm record={record.data} />;
}

/** The answer to one record: a draft per record, checked by the shared rules, sent once. */
function CardFeedbackForm({ record }: { record: CardRecordDetail }) {
  const send = useSendCardFeedback();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('card-feedback', record.id),
    empty: EMPTY_CARD_FEEDBACK,
    check: (input) => checkCardFeedback(record, input),
    send: (body: CardFeedbackBody, idempotencyKey) => send.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('反馈成功');
      goBack();
    },
  });
  const { submission, submitChecked } = draftForm;

  return (
    <PageShell>
      <FormCard submission={submission}>
        <Form.Item label="开卡人">
          <RiskTag risk={record.riskResult} /> {record.applicantName}（{record.outletName}）
        </Form.Item>
        <Form.Item label="命中原因">{hitReasonsText(record.hitReasons)}</Form.Item>
        {CHOICES.map(([field, label, labels]) => (
          <SelectField
            key={field}
            of={draftForm}
            name={field}
            label={label}
            required
            testId={`card-${field}`}
            columns={2}
            options={labels}
          />
        ))}
        <TextAreaField
          of={draftForm}
          name="content"
          label="核实情况"
          required
          testId="card-content"
          placeholder="请填写核实过程和情况"
          rows={4}
          maxLength={500}
          showCount
        />
        <TextField
          of={draftForm}
          name="amountProtected"
          label="避免损失金额（元）"
          testId="card-amount-protected"
          inputMode="decimal"
          placeholder="涉及资金时填写"
        />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="card-feedback-submit" onSubmit={submitChecked}>
        提交反馈
      </DraftFormFooter>
    </PageShell>
  );
}
