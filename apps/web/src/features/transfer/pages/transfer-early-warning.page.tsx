import { Form, NoticeBar, Switch, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { isCentre, TRANSFER_REASONS } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { queryState } from '../../../components/query-state';
import { SubmitFooter } from '../../../components/submit-footer';
import { goBack } from '../../../components/go-back';
import { LinkRow } from '../../../components/link-row';
import { DiscardDraftButton, useRestoredDraftNotice } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { fieldProblem, SelectField, useFieldProblems } from '../../../lib/forms';
import { openPage, withId } from '../../../lib/navigation';
import { SubmitWaitingBanner, useSubmitOnce } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session.store';
import { loginInfoQuery } from '../../auth';
import { warningDetailQuery, warningSubjectOf, WarningSummary, MISSING_WARNING_ID } from '../../early-warning';
import { useCreateTransfer } from '../api/transfer.mutations';
import { transferDraftKey, useTransferDraft } from '../transfer-draft';
import {
  REASON_TEXT_MAX,
  toTransferCreateBody,
  transferFormProblems,
  type TransferCreateBody,
} from '../transfer.rules';
import styles from './transfer-early-warning.page.module.css';

/** 移交预警: send one warning assignment to another unit (or, from the centre, assign it directly). */
export default function TransferEarlyWarningPage() {
  const [searchParams] = useSearchParams();
  const assignmentId = searchParams.get('id') ?? '';
  const hasLogin = useSession((state) => state.hasLogin);
  // oa sessions do not store orgLevel; the server's login info knows it for every login type.
  const { data: loginInfo } = useQuery(loginInfoQuery(hasLogin));
  const atCentre = loginInfo ? isCentre(loginInfo) : false;
  const warning = useQuery(warningDetailQuery(assignmentId));
  const { value: draft, hasDraft, patch } = useTransferDraft(assignmentId);
  useRestoredDraftNotice(transferDraftKey(assignmentId));
  const create = useCreateTransfer();
  const submission = useSubmitOnce({
    draftKey: transferDraftKey(assignmentId),
    send: (body: TransferCreateBody, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSent: (_transfer, body) => {
      showToast(body.force ? '已直接指派' : '移交申请已提交');
      goBack();
    },
    subject: warning.data ? warningSubjectOf(warning.data) : undefined,
  });
  const { problems, reveal, hide } = useFieldProblems(() => transferFormProblems(draft));

  const warningState = queryState(warning, { isMissing: !assignmentId, missingTitle: MISSING_WARNING_ID });
  if (warningState.view) return <PageShell>{warningState.view}</PageShell>;

  const detail = warningState.data;
  const handleSubmit = () => {
    const body = toTransferCreateBody(draft, detail, atCentre);
    if (!body) {
      reveal();
      showToast(Object.values(transferFormProblems(draft))[0] ?? '请完善移交信息');
      return;
    }
    hide();
    submission.submit(body);
  };

  const handleDiscarded = () => {
    submission.cancel();
    hide();
  };

  return (
    <PageShell>
      <SubmitWaitingBanner submission={submission} />
      <WarningSummary warning={detail} testId="transfer-warning-summary" />
      {detail.canTransfer ? null : (
        // Advisory only: the centre may still transfer; the server has the last word (409/403 toasted).
        <NoticeBar data-testid="transfer-not-allowed" color="alert" content="仅待签收、处置中的本单位预警可移交" />
      )}
      <Form layout="horizontal" mode="card">
        <Form.Item
          label="移交单位"
          required
          clickable
          arrowIcon
          onClick={() => openPage(withId(PATHS.selectTransferOrg, assignmentId))}
          extra={
            <span data-testid="transfer-target">
              {draft.toOrg?.name ?? <span className={styles.placeholder}>请选择</span>}
            </span>
          }
          description={fieldProblem(problems.toOrg)}
        />
        <SelectField
          of={{ form: draft, patch, problems }}
          name="reason"
          label="移交原因"
          required
          layout="vertical"
          testId="transfer-reason"
          columns={2}
          options={TRANSFER_REASONS}
        />
        <Form.Item
          label="移交说明"
          required={draft.reason === 'OTHER'}
          layout="vertical"
          description={
            problems.reasonText ? (
              <span data-testid="transfer-reason-text-problem" className={styles.problem}>
                {problems.reasonText}
              </span>
            ) : undefined
          }
        >
          <TextArea
            data-testid="transfer-reason-text"
            placeholder={draft.reason === 'OTHER' ? '请填写移交说明（必填）' : '补充说明（选填）'}
            value={draft.reasonText}
            onChange={(reasonText) => patch({ reasonText })}
            rows={3}
            maxLength={REASON_TEXT_MAX}
            showCount
          />
        </Form.Item>
        {atCentre ? (
          <Form.Item
            label="直接指派"
            description="开启后无需接收单位确认，直接指派给该单位"
            childElementPosition="right"
          >
            <Switch data-testid="transfer-force" checked={draft.force} onChange={(force) => patch({ force })} />
          </Form.Item>
        ) : null}
      </Form>
      <LinkRow onClick={() => openPage(withId(PATHS.transferLog, assignmentId))}>移交日志</LinkRow>
      {hasDraft ? <DiscardDraftButton draftKey={transferDraftKey(assignmentId)} onDiscarded={handleDiscarded} /> : null}
      <SubmitFooter testId="transfer-submit" isSubmitting={submission.isBusy} onSubmit={handleSubmit}>
        提交移交
      </SubmitFooter>
    </PageShell>
  );
}
