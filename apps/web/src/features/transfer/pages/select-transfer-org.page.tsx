import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { MissingParam } from '../../../components/query-state';
import { goBack } from '../../../components/go-back';
import { OrgPicker } from '../components/org-picker';
import { useTransferDraft } from '../transfer-draft';
import type { ChosenOrg } from '../transfer.rules';
import { MISSING_WARNING_ID } from '../../early-warning';

/** 选择移交单位: the chosen unit goes into the transfer form's draft, then back to the form. */
export default function SelectTransferOrgPage() {
  const [searchParams] = useSearchParams();
  const assignmentId = searchParams.get('id') ?? '';
  const draft = useTransferDraft(assignmentId);

  const handleChoose = (org: ChosenOrg) => {
    draft.patch({ toOrg: org });
    goBack();
  };

  return (
    <PageShell>
      {assignmentId ? (
        <OrgPicker selectedId={draft.value.toOrg?.id} onChoose={handleChoose} />
      ) : (
        <MissingParam title={MISSING_WARNING_ID} description="请从移交预警页面选择单位" />
      )}
    </PageShell>
  );
}
