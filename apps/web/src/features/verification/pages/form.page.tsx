import { VERIFICATION_NOTE_MAX, VERIFICATION_STAGES, type VerificationDetail } from '@afp/contract';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, TextAreaField, useDraftForm } from '../../../lib/forms';
import { redirectTo } from '../../../lib/navigation';
import { usePass } from '../api/verification.mutations';
import { ItemPage } from '../components/item-page';
import { ItemSummary } from '../components/item-summary';
import { useStagePage } from '../hooks';
import { STAGE_PAGES } from '../verification.paths';
import { checkPass, EMPTY_PASS, type PassBody } from '../verification.rules';

/** 核查 / 复核 通过: an optional note; kept as a draft and sent once. */
export default function VerificationPassPage() {
  return <ItemPage Body={PassForm} />;
}

function PassForm({ item }: { item: VerificationDetail }) {
  const { stage } = useStagePage();
  const label = VERIFICATION_STAGES[stage];
  const pass = usePass(stage);
  const form = useDraftForm({
    draftKey: draftKeyOf(`verification-${stage}-pass`, `${item.id}-${item.version}`),
    empty: EMPTY_PASS,
    check: (input) => checkPass(input, item),
    send: (body: PassBody, idempotencyKey) => pass.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast(`${label}通过`);
      redirectTo(STAGE_PAGES[stage].index);
    },
  });
  return (
    <>
      <FormCard submission={form.submission} intro={<ItemSummary item={item} withHistory={false} />}>
        <TextAreaField
          of={form}
          name="note"
          label={`${label}说明（选填）`}
          testId="verification-note"
          placeholder="可填写核实情况"
          rows={3}
          maxLength={VERIFICATION_NOTE_MAX}
          showCount
        />
      </FormCard>
      <DraftFormFooter form={form} testId="verification-pass-submit" onSubmit={form.submitChecked}>
        确认{label}通过
      </DraftFormFooter>
    </>
  );
}
