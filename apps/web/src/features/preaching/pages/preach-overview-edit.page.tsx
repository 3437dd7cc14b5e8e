import { useQuery } from '@tanstack/react-query';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, TextAreaField, useDraftForm } from '../../../lib/forms';
import { preachOverviewBodySchema, type PreachOverview } from '@afp/contract';
import { preachOverviewQuery } from '../api/preaching.queries';
import { useUpdateOverview, type PreachOverviewBody } from '../api/preaching.mutations';

function OverviewForm({ overview }: { overview: PreachOverview }) {
  const update = useUpdateOverview();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('preach-overview', String(overview.version)),
    empty: { overview: overview.overview },
    check: (input) => {
      const parsed = preachOverviewBodySchema.safeParse({ overview: input.overview, version: overview.version });
      return parsed.success
        ? { body: parsed.data }
        : { problems: { overview: parsed.error.issues[0]?.message ?? '请填写宣讲概况' } };
    },
    send: (body: PreachOverviewBody, idempotencyKey) => update.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('已保存');
      goBack();
    },
  });
  const { submission, submitChecked } = draftForm;
  return (
    <>
      <FormCard submission={submission}>
        <TextAreaField
          of={draftForm}
          name="overview"
          label="宣讲概况"
          required
          testId="overview-input"
          rows={8}
          maxLength={1000}
          showCount
          placeholder="介绍您的宣讲经历、擅长主题与受众"
        />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="overview-save" onSubmit={submitChecked}>
        保存
      </DraftFormFooter>
    </>
  );
}

/** 编辑宣讲概况: the overview text at the version shown (a stale one is refused by the server). */
export default function PreachOverviewEditPage() {
  const overview = useQuery(preachOverviewQuery());
  const state = queryState(overview);
  return <PageShell>{state.view ?? <OverviewForm overview={state.data} />}</PageShell>;
}
