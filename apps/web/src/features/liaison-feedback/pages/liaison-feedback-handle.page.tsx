import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { LIAISON_CONTACT_RESULTS } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { MissingParam } from '../../../components/query-state';
import { goBack } from '../../../components/go-back';
import { LinkRow } from '../../../components/link-row';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { openPage, withId } from '../../../lib/navigation';
import { DraftFormFooter, FormCard, SelectField, TextAreaField, useDraftForm } from '../../../lib/forms';
import { warningDetailQuery, warningSubjectOf, WarningSummary, MISSING_WARNING_ID } from '../../early-warning';
import { LIAISON_FORM, useCreateLiaisonFeedback, type LiaisonFeedbackBody } from '../api/liaison-feedback.mutations';
import { checkLiaisonFeedback, EMPTY_LIAISON_FEEDBACK } from '../liaison-feedback.rules';

/** 联络员反馈: a partner unit's liaison records how contacting the person went. */
export default function LiaisonFeedbackHandlePage() {
  const [searchParams] = useSearchParams();
  const assignmentId = searchParams.get('id') ?? '';
  // The summary is context only: the form works even when it cannot be shown.
  const warning = useQuery(warningDetailQuery(assignmentId));
  const draftKey = draftKeyOf(LIAISON_FORM, assignmentId);
  const create = useCreateLiaisonFeedback();
  const draftForm = useDraftForm({
    draftKey,
    empty: EMPTY_LIAISON_FEEDBACK,
    check: (input) => checkLiaisonFeedback(assignmentId, input),
    send: (body: LiaisonFeedbackBody, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('提交成功');
      goBack();
    },
    subject: warning.data ? warningSubjectOf(warning.data) : undefined,
  });
  const { submission, submitChecked } = draftForm;

  if (!assignmentId)
    return (
      <PageShell>
        <MissingParam title={MISSING_WARNING_ID} />
      </PageShell>
    );

  return (
    <PageShell>
      <FormCard submission={submission} intro={warning.data ? <WarningSummary warning={warning.data} /> : null}>
        <SelectField
          of={draftForm}
          name="contactResult"
          label="联系结果"
          required
          testId="liaison-contact-result"
          columns={3}
          options={LIAISON_CONTACT_RESULTS}
        />
        <TextAreaField
          of={draftForm}
          name="content"
          label="反馈内容"
          required
          testId="liaison-content"
          placeholder="请填写联系情况"
          rows={5}
          maxLength={1000}
          showCount
        />
      </FormCard>
      <LinkRow onClick={() => openPage(withId(PATHS.liaisonFeedbackHistory, assignmentId))}>历史反馈</LinkRow>
      <DraftFormFooter form={draftForm} testId="liaison-feedback-submit" onSubmit={submitChecked}>
        提交
      </DraftFormFooter>
    </PageShell>
  );
}
