import { Button, Card, List } from 'antd-mobile';
import { MAIL_SECRECIES, MAIL_STATES, type MailDetail } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ReasonButton } from '../../../components/reason-dialog';
import { Timeline } from '../../../components/timeline';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { openPage, withId } from '../../../lib/navigation';
import { AttachmentList } from '../../file';
import { useApproveMail, useFinishMail, useRejectMail, useRevokeMail } from '../api/mail.mutations';
import { useComposeDraft } from '../mail-draft';
import { composeFromRefused } from '../mail.rules';
import { supplementPickerPath } from '../mail.paths';
import { docNumberText, UrgencyTag } from './mail-cards';
import { ProgressLine } from './progress-line';
import { UrgeButton } from './urge-button';
import styles from './mail.module.css';

const REVOKE_TEXT = {
  title: '撤回公文',
  placeholder: '请填写撤回原因（必填）',
  required: '请填写撤回原因',
  confirm: '确认撤回',
  testId: 'mail-revoke',
};

const REJECT_TEXT = {
  title: '退回修改',
  placeholder: '请填写退回原因（必填），起草人将据此修改',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'mail-reject',
};

/**
 * The sender's view: 文号, 缓急, 密级, content, progress over the targets, and urge / supplement /
 * revoke / finish; while it waits for 签发, the leader's approve / refuse; once refused, the reason and
 * writing it again.
 */
export function SenderDetail({ mail }: { mail: MailDetail }) {
  const revoke = useRevokeMail();
  const finish = useFinishMail();
  const approve = useApproveMail();
  const reject = useRejectMail();
  const draft = useComposeDraft();
  const isOpen = mail.state === 'SENT';
  const isDelivered = mail.state !== 'PENDING' && mail.state !== 'REJECTED';

  const handleApprove = async () => {
    if (!(await showConfirm('确认签发？签发后将编号并发送至各接收单位。'))) return;
    approve.mutate(
      { id: mail.id, version: mail.version },
      { onSuccess: (sent) => showToast(`已签发 ${sent.docNumber ?? ''}`), onError: toastError },
    );
  };
  const handleRewrite = () => {
    draft.patch(composeFromRefused(mail));
    openPage(PATHS.mailSend);
  };
  const handleFinish = async () => {
    if (!(await showConfirm('确认办结？未签收、未反馈的单位将不再办理。'))) return;
    finish.mutate(
      { id: mail.id, version: mail.version },
      { onSuccess: () => showToast('已办结'), onError: toastError },
    );
  };

  return (
    <div data-testid="mail-detail" data-state={mail.state}>
      <Card
        className={styles.card}
        title={
          <span className={styles.title}>
            <UrgencyTag urgency={mail.urgency} secrecy={mail.secrecy} /> {mail.title}
          </span>
        }
        extra={<span data-testid="mail-state">{MAIL_STATES[mail.state]}</span>}
      >
        <div data-testid="mail-doc-number">{fieldRow('文号', docNumberText(mail.docNumber))}</div>
        {fieldRow('密级', MAIL_SECRECIES[mail.secrecy])}
        {fieldRow('发文', `${mail.senderOrgName}（${mail.senderName}）`)}
        {fieldRow(isDelivered ? '发送时间' : '提交时间', formatDateTime(mail.sentAt))}
        {mail.approverName && mail.approvedAt
          ? fieldRow('签发', `${mail.approverName} ${formatDateTime(mail.approvedAt)}`)
          : null}
        {mail.rejectReason ? (
          <div data-testid="mail-reject-reason">
            {fieldRow('退回原因', `${mail.rejectReason}（${mail.approverName ?? ''}）`)}
          </div>
        ) : null}
        {mail.signDeadline ? fieldRow('签收期限', formatDateTime(mail.signDeadline)) : null}
        {mail.needsFeedback ? fieldRow('反馈期限', formatDateTime(mail.feedbackDeadline) || '无期限') : null}
        {mail.revokeReason ? fieldRow('撤回原因', mail.revokeReason) : null}
        {mail.finishedAt ? fieldRow('办结时间', formatDateTime(mail.finishedAt)) : null}
        {isDelivered ? <ProgressLine mail={mail} testId="mail-progress" /> : null}
      </Card>
      <Card className={styles.card} title="正文">
        <div className={styles.body}>{mail.body}</div>
      </Card>
      <AttachmentList attachments={mail.attachments} testId="mail-attachments" />
      {mail.state === 'PENDING' && mail.mayApprove ? (
        <div className={styles.actions}>
          <ReasonButton
            label="退回修改"
            text={REJECT_TEXT}
            done="已退回"
            isSubmitting={reject.isPending}
            send={(reason) => reject.mutateAsync({ id: mail.id, version: mail.version, reason })}
          />
          <Button
            color="primary"
            data-testid="mail-approve-button"
            loading={approve.isPending}
            onClick={() => void handleApprove()}
          >
            签发
          </Button>
        </div>
      ) : null}
      {mail.state === 'PENDING' && !mail.mayApprove ? (
        <>
          <div className={styles.hint} data-testid="mail-pending-hint">
            等待本单位领导签发
          </div>
          <div className={styles.actions}>
            <ReasonButton
              label="撤回"
              text={REVOKE_TEXT}
              done="已撤回"
              isSubmitting={revoke.isPending}
              send={(reason) => revoke.mutateAsync({ id: mail.id, version: mail.version, reason })}
            />
          </div>
        </>
      ) : null}
      {mail.state === 'REJECTED' ? (
        <div className={styles.actions}>
          <Button color="primary" data-testid="mail-rewrite-button" onClick={handleRewrite}>
            修改后重新提交
          </Button>
        </div>
      ) : null}
      {isDelivered ? (
        <List mode="card">
          <List.Item
            clickable
            data-testid="mail-open-sign-list"
            onClick={() => openPage(withId(PATHS.mailSignList, mail.id))}
          >
            签收列表
          </List.Item>
          {mail.needsFeedback ? (
            <List.Item
              clickable
              data-testid="mail-open-feedback-list"
              onClick={() => openPage(withId(PATHS.mailFeedbackList, mail.id))}
            >
              反馈列表（{mail.progress.fedBack}）
            </List.Item>
          ) : null}
        </List>
      ) : null}
      {isOpen ? (
        <div className={styles.actions}>
          <ReasonButton
            label="撤回"
            text={REVOKE_TEXT}
            done="已撤回"
            isSubmitting={revoke.isPending}
            send={(reason) => revoke.mutateAsync({ id: mail.id, version: mail.version, reason })}
          />
          <Button data-testid="mail-supplement-button" onClick={() => openPage(supplementPickerPath(mail.id))}>
            补发
          </Button>
          <UrgeButton mail={mail} />
          <Button
            color="primary"
            data-testid="mail-finish-button"
            loading={finish.isPending}
            onClick={() => void handleFinish()}
          >
            办结
          </Button>
        </div>
      ) : null}
      <Timeline entries={mail.history} testId="mail-timeline" />
    </div>
  );
}
