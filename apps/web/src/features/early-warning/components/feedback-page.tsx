import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WarningDetail } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { showToast } from '../../../lib/feedback';
import { navigateBack, redirectTo } from '../../../lib/navigation';
import { protectionCircleQuery, warningDetailQuery } from '../api/early-warning.queries';
import { FeedbackForm } from './feedback-form';
import { FeedbackDraftActions } from './feedback-draft-actions';
import { draftKeyOf } from '../hooks/feedback-draft.store';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { hasHistory, useFeedbackSubmission } from '../hooks/use-feedback-submit';
import { detailPath } from '../lib/chooser-path';
import type { FeedbackFields } from '../lib/feedback-body';
import { fraudTypeOf, warningSubjectOf } from '../lib/format';
import { MISSING_WARNING_ID } from '../early-warning.texts';
import styles from './feedback-page.module.css';

interface FeedbackPageProps<B, A> {
  /** 同步处置: the draft of the feedback synced to every open warning of the person. */
  sync?: boolean;
  /** The body sent for the form's fields, of the warning as loaded. */
  bodyOf: (fields: FeedbackFields, assignmentId: string, detail: WarningDetail) => B;
  send: (body: B, idempotencyKey: string) => Promise<A>;
  /** The toast once the server has it. */
  sentText: (answer: A) => string;
  /** What stands above the form: the warning's notice, or the open warnings to sync. */
  header: (detail: WarningDetail) => ReactNode;
  submitText?: string;
}

/**
 * The feedback form of one warning as a page (预警处置 and 同步处置): loads the warning, keeps the
 * draft, sends once, and goes back to the page that opened it (or to the warning) when sent.
 */
export function FeedbackPage<B, A>({ sync, bodyOf, send, sentText, header, submitText }: FeedbackPageProps<B, A>) {
  const assignmentId = useAssignmentId();
  const draftKey = draftKeyOf(assignmentId, sync);
  const detailQuery = useQuery(warningDetailQuery(assignmentId));
  const { data: members = [] } = useQuery(protectionCircleQuery(assignmentId));
  const { submission, fieldErrors } = useFeedbackSubmission({
    draftKey,
    send,
    onSent: (answer: A) => {
      showToast(sentText(answer));
      if (hasHistory()) navigateBack(1);
      else redirectTo(detailPath(assignmentId));
    },
    subject: detailQuery.data ? warningSubjectOf(detailQuery.data) : undefined,
  });
  const [formKey, setFormKey] = useState(0);

  const detailState = queryState(detailQuery, { isMissing: !assignmentId, missingTitle: MISSING_WARNING_ID });
  if (detailState.view) return <PageShell>{detailState.view}</PageShell>;

  const detail = detailState.data;
  return (
    <PageShell bodyClassName={styles.body}>
      {header(detail)}
      <FeedbackDraftActions
        draftKey={draftKey}
        submission={submission}
        onDiscarded={() => setFormKey((key) => key + 1)}
      />
      <FeedbackForm
        key={formKey}
        draftKey={draftKey}
        assignmentId={assignmentId}
        members={members}
        isSubmitting={submission.isBusy}
        submitText={submitText}
        fraudType={fraudTypeOf(detail)}
        fieldErrors={fieldErrors}
        onSubmit={(fields) => submission.submit(bodyOf(fields, assignmentId, detail))}
      />
    </PageShell>
  );
}
