import { PageShell } from '../../../components/page-shell';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, useDraftForm } from '../../../lib/forms';
import { redirectTo, withId } from '../../../lib/navigation';
import { PATHS } from '../../../config/routes';
import { useCreatePreach, type PreachRequestBody } from '../api/preaching.mutations';
import { PreachRequestFields } from '../components/preach-request-fields';
import { checkPreachRequest, EMPTY_PREACH_REQUEST } from '../preaching.rules';

/** 新增宣讲: a session the guard arranged himself, his at once (still no other session within ±2 h). */
export default function PreachCreatePage() {
  const create = useCreatePreach();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('preach-create', 'new'),
    empty: EMPTY_PREACH_REQUEST,
    check: checkPreachRequest,
    send: (body: PreachRequestBody, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSent: (created) => {
      showToast('已新增宣讲');
      redirectTo(withId(PATHS.preachDetail, created.id));
    },
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  return (
    <PageShell>
      <FormCard submission={submission}>
        <PreachRequestFields form={form} problems={problems} patch={patch} />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="preach-create-submit" onSubmit={submitChecked}>
        保存
      </DraftFormFooter>
    </PageShell>
  );
}
