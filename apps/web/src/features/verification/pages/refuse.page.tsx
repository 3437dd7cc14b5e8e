import { VERIFICATION_REASON_MAX, VERIFICATION_STAGES, type VerificationDetail } from '@afp/contract';
import { draftKeyOf } from '../../../lib/drafts';
import { showConfirm, showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, TextAreaField, useDraftForm } from '../../../lib/forms';
import { redirectTo } from '../../../lib/navigation';
import { useRefuse } from '../api/verification.mutations';
import { ItemPage } from '../components/item-page';
import { ItemSummary } from '../components/item-summary';
import { useStagePage } from '../hooks';
import { STAGE_PAGES } from '../verification.paths';
import { checkRefuse, EMPTY_REFUSE, type RefuseBody } from '../verification.rules';

/** 核查退回 / 复核退回: a required reason, confirmed before sending; the submitter sees it. */
export default function VerificationRefusePage() {
  return <ItemPage Body={RefuseForm} />;
}

function RefuseForm({ item }: { item: VerificationDetail }) {
  const { stage } = useStagePage();
  const refuse = useRefuse();
  const form = useDraftForm({
    draftKey: draftKeyOf(`verification-${stage}-refuse`, `${item.id}-${item.version}`),
    empty: EMPTY_REFUSE,
    check: (input) => checkRefuse(input, item, stage),
    send: (body: RefuseBody, idempotencyKey) => refuse.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('已退回');
      redirectTo(STAGE_PAGES[stage].index);
    },
  });
  const submit = async () => {
    const isSendable = Boolean(checkRefuse(form.form, item, stage).body);
    if (isSendable && !(await showConfirm('确认退回该事项？退回后将由提交人修改后重新提交。'))) return;
    form.submitChecked();
  };
  return (
    <>
      <FormCard submission={form.submission} intro={<ItemSummary item={item} withHistory={false} />}>
        <TextAreaField
          of={form}
          name="reason"
          label={`${VERIFICATION_STAGES[stage]}退回原因`}
          required
          testId="verification-reason"
          placeholder="请填写退回原因（必填），提交人将看到"
          rows={4}
          maxLength={VERIFICATION_REASON_MAX}
          showCount
        />
      </FormCard>
      <DraftFormFooter form={form} testId="verification-refuse-submit" onSubmit={() => void submit()}>
        确认退回
      </DraftFormFooter>
    </>
  );
}
