import { Button, Card, List } from 'antd-mobile';
import { MAIL_STATES, MAIL_URGE_COOLDOWN_MINUTES, type MailDetail } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ReasonButton } from '../../../components/reason-dialog';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { openPage, withId } from '../../../lib/navigation';
import { AttachmentList } from '../../file';
import { useFinishMail, useRevokeMail, useUrgeMail } from '../api/mail.mutations';
import { supplementPickerPath } from '../mail.paths';
import { UrgencyTag } from './mail-cards';
import styles from './mail.module.css';

const REVOKE_TEXT = {
  title: '撤回公文',
  placeholder: '请填写撤回原因（必填）',
  required: '请填写撤回原因',
  confirm: '确认撤回',
  testId: 'mail-revoke',
};

const ACTION_TEXT: Record<string, string> = {
  'mail.send': '发送',
  'mail.supplement': '补发',
  'mail.urge': '催办',
  'mail.revoke': '撤回',
  'mail.finish': '办结',
};

/** The sender's view: content, progress over the targets, and urge / supplement / revoke / finish. */
export function SenderDetail({ mail }: { mail: MailDetail }) {
  const urge = useUrgeMail();
  const revoke = useRevokeMail();
  const finish = useFinishMail();
  const isOpen = mail.state === 'SENT';
  const laggards =
    mail.progress.total - mail.progress.returned - (mail.needsFeedback ? mail.progress.fedBack : mail.progress.signed);

  const handleUrge = async () => {
    if (mail.urgeCooldownUntil) {
      showToast(`催办过于频繁，请${MAIL_URGE_COOLDOWN_MINUTES}分钟后再试`);
      return;
    }
    if (!(await showConfirm(`向${laggards}个未完成的单位发送催办？`))) return;
    urge.mutate({ id: mail.id }, { onSuccess: () => showToast('催办成功'), onError: toastError });
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
            <UrgencyTag urgency={mail.urgency} /> {mail.title}
          </span>
        }
        extra={<span data-testid="mail-state">{MAIL_STATES[mail.state]}</span>}
      >
        {fieldRow('发文', `${mail.senderOrgName}（${mail.senderName}）`)}
        {fieldRow('发送时间', formatDateTime(mail.sentAt))}
        {mail.signDeadline ? fieldRow('签收期限', formatDateTime(mail.signDeadline)) : null}
        {mail.needsFeedback ? fieldRow('反馈期限', formatDateTime(mail.feedbackDeadline) || '无期限') : null}
        {mail.revokeReason ? fieldRow('撤回原因', mail.revokeReason) : null}
        {mail.finishedAt ? fieldRow('办结时间', formatDateTime(mail.finishedAt)) : null}
        <div className={styles.progress} data-testid="mail-progress">
          <span>单位 {mail.progress.total}</span>
          <span>已读 {mail.progress.read}</span>
          <span>签收 {mail.progress.signed}</span>
          {mail.needsFeedback ? <span>反馈 {mail.progress.fedBack}</span> : null}
          {mail.progress.overdue > 0 ? <span className={styles.overdue}>逾期 {mail.progress.overdue}</span> : null}
        </div>
      </Card>
      <Card className={styles.card} title="正文">
        <div className={styles.body}>{mail.body}</div>
      </Card>
      <AttachmentList attachments={mail.attachments} testId="mail-attachments" />
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
          <Button
            color="warning"
            data-testid="mail-urge-button"
            disabled={laggards <= 0}
            loading={urge.isPending}
            onClick={() => void handleUrge()}
          >
            一键催办
          </Button>
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
      <List header="办理记录" mode="card">
        {mail.history.map((entry, index) => (
          <List.Item key={`${entry.at}-${index}`} description={entry.remark} extra={formatDateTime(entry.at)}>
            {ACTION_TEXT[entry.action] ?? entry.action}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
