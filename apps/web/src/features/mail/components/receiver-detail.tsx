import { useEffect, useRef } from 'react';
import { Button, Card, List, Tag } from 'antd-mobile';
import { MAIL_FEEDBACK_MAX, MAIL_RECEIPT_STATES, MAIL_SECRECIES, type MailReceiptDetail } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ReasonButton } from '../../../components/reason-dialog';
import { SubmitFooter } from '../../../components/submit-footer';
import { Timeline } from '../../../components/timeline';
import { formatDateTime } from '../../../lib/date-time';
import { DiscardDraftButton, draftKeyOf } from '../../../lib/drafts';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { FormCard, TextAreaField, useDraftForm } from '../../../lib/forms';
import { AttachmentField, AttachmentList } from '../../file';
import { useReadMail, useReturnMail, useSendMailFeedback, useSignMail } from '../api/mail.mutations';
import { checkFeedback, EMPTY_FEEDBACK, RECEIPT_STATE_COLOR, receiverMoves } from '../mail.rules';
import { ForwardForm, ForwardList } from './forward-section';
import { docNumberText, UrgencyTag } from './mail-cards';
import { ReadersLine } from './sign-entries';
import styles from './mail.module.css';

const RETURN_TEXT = {
  title: '退回公文',
  placeholder: '请填写退回原因（必填），如非本单位业务',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'mail-return',
};

/**
 * The receiving organisation's view of a mail: 文号, 缓急, 密级, content, files, who of it read it, and
 * sign / return / feedback; a station also forwards it to its communities and sees their reads.
 */
export function ReceiverDetail({ receipt }: { receipt: MailReceiptDetail }) {
  const read = useReadMail();
  const sign = useSignMail();
  const sendBack = useReturnMail();
  const hasAskedRead = useRef(false);
  const moves = receiverMoves(receipt);

  // Every person's first open is recorded (reads per person); the first of the unit marks it read.
  useEffect(() => {
    if (receipt.state === 'REVOKED' || hasAskedRead.current) return;
    hasAskedRead.current = true;
    read.mutate({ id: receipt.id });
  }, [receipt.id, receipt.state, read]);

  const handleSign = async () => {
    if (!(await showConfirm('确认签收该公文？'))) return;
    sign.mutate(
      { id: receipt.id, version: receipt.version },
      { onSuccess: () => showToast('签收成功'), onError: toastError },
    );
  };

  return (
    <div data-testid="mail-receipt" data-state={receipt.state}>
      <Card
        className={styles.card}
        title={
          <span className={styles.title}>
            <UrgencyTag urgency={receipt.urgency} secrecy={receipt.secrecy} /> {receipt.title}
          </span>
        }
        extra={
          <Tag color={RECEIPT_STATE_COLOR[receipt.state]} data-testid="mail-receipt-state">
            {MAIL_RECEIPT_STATES[receipt.state]}
          </Tag>
        }
      >
        <div data-testid="mail-doc-number">{fieldRow('文号', docNumberText(receipt.docNumber))}</div>
        {fieldRow('密级', MAIL_SECRECIES[receipt.secrecy])}
        {fieldRow('来文单位', `${receipt.senderOrgName}（${receipt.senderName}）`)}
        {receipt.forwardedByOrgName ? fieldRow('转发单位', receipt.forwardedByOrgName) : null}
        {receipt.forwardNote ? (
          <div data-testid="mail-forward-note-shown">{fieldRow('转发说明', receipt.forwardNote)}</div>
        ) : null}
        {fieldRow('收文时间', formatDateTime(receipt.sentAt))}
        {receipt.signDeadline ? fieldRow('签收期限', formatDateTime(receipt.signDeadline)) : null}
        {receipt.needsFeedback ? fieldRow('反馈期限', formatDateTime(receipt.feedbackDeadline) || '无期限') : null}
        {receipt.signedAt
          ? fieldRow('签收', `${formatDateTime(receipt.signedAt)} ${receipt.signedByName ?? ''}`)
          : null}
        {receipt.supplementNote ? fieldRow('补发说明', receipt.supplementNote) : null}
        {receipt.returnReason ? fieldRow('退回原因', receipt.returnReason) : null}
        {receipt.revokeReason ? fieldRow('撤回原因', receipt.revokeReason) : null}
        {receipt.redoReason ? (
          <div className={styles.overdue} data-testid="mail-redo-reason">
            反馈被退回重办：{receipt.redoReason}
          </div>
        ) : null}
        <ReadersLine readers={receipt.readers} testId="mail-receipt-readers" />
        {receipt.isOverdue ? <div className={styles.overdue}>已逾期，请尽快办理</div> : null}
      </Card>
      {receipt.body ? (
        <Card className={styles.card} title="正文">
          <div className={styles.body} data-testid="mail-body">
            {receipt.body}
          </div>
        </Card>
      ) : null}
      <AttachmentList attachments={receipt.attachments} testId="mail-attachments" />
      {receipt.feedback ? (
        <List header="本单位反馈" mode="card">
          <List.Item description={formatDateTime(receipt.feedback.fedBackAt)}>{receipt.feedback.content}</List.Item>
        </List>
      ) : null}
      {receipt.feedback ? (
        <AttachmentList attachments={receipt.feedback.attachments} testId="mail-feedback-files" />
      ) : null}
      {moves.maySign || moves.mayReturn ? (
        <div className={styles.actions}>
          <ReasonButton
            label="退回"
            text={RETURN_TEXT}
            done="已退回"
            isSubmitting={sendBack.isPending}
            send={(reason) => sendBack.mutateAsync({ id: receipt.id, version: receipt.version, reason })}
          />
          <Button
            color="primary"
            data-testid="mail-sign-button"
            loading={sign.isPending}
            onClick={() => void handleSign()}
          >
            签收
          </Button>
        </div>
      ) : null}
      {moves.mayFeedback ? <FeedbackSection receipt={receipt} /> : null}
      <ForwardList receipt={receipt} />
      {moves.mayForward && !moves.mayFeedback ? <ForwardForm receipt={receipt} /> : null}
      <Timeline entries={receipt.history} testId="mail-timeline" />
    </div>
  );
}

/** The feedback form (draft kept per receipt, sent once). */
function FeedbackSection({ receipt }: { receipt: MailReceiptDetail }) {
  const draftKey = draftKeyOf('mail-feedback', receipt.id);
  const send = useSendMailFeedback();
  const { form, hasDraft, patch, problems, submission, submitChecked } = useDraftForm({
    draftKey,
    empty: EMPTY_FEEDBACK,
    check: (input) => checkFeedback(input, receipt),
    send: (body: Parameters<typeof send.mutateAsync>[0]['body'], idempotencyKey) =>
      send.mutateAsync({ body, idempotencyKey }),
    onSent: () => showToast('反馈成功'),
  });
  const fields = { form, patch, problems };
  return (
    <>
      <FormCard submission={submission}>
        <TextAreaField
          of={fields}
          name="content"
          label="反馈内容"
          required
          testId="mail-feedback-content"
          placeholder="请填写落实情况"
          rows={4}
          maxLength={MAIL_FEEDBACK_MAX}
          showCount
        />
        <AttachmentField
          attachments={form.attachments}
          onChange={(attachments) => patch({ attachments })}
          testId="mail-feedback-attachments"
        />
      </FormCard>
      {hasDraft ? <DiscardDraftButton draftKey={draftKey} onDiscarded={submission.cancel} /> : null}
      <SubmitFooter testId="mail-feedback-submit" isSubmitting={submission.isBusy} onSubmit={submitChecked}>
        提交反馈
      </SubmitFooter>
    </>
  );
}
