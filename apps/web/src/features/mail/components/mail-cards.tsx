import { Tag } from 'antd-mobile';
import {
  MAIL_RECEIPT_STATES,
  MAIL_STATES,
  MAIL_URGENCIES,
  type MailInboxRecord,
  type MailOutboxRecord,
  type MailUrgency,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { RECEIPT_STATE_COLOR } from '../mail.rules';
import { InlineSignList } from './sign-entries';
import styles from './mail.module.css';

export const UrgencyTag = ({ urgency }: { urgency: MailUrgency }) =>
  urgency === 'NORMAL' ? null : (
    <Tag color={urgency === 'EXTRA_URGENT' ? 'danger' : 'warning'} fill="outline">
      {MAIL_URGENCIES[urgency]}
    </Tag>
  );

const OverdueTag = ({ testId }: { testId: string }) => (
  <Tag color="danger" data-testid={testId}>
    逾期
  </Tag>
);

/** One receipt in the inbox: title, sender, its state and deadlines. */
export function InboxCard({ record, onOpen }: { record: MailInboxRecord; onOpen: () => void }) {
  return (
    <ListCard
      classNames={styles}
      testId={`mail-inbox-${record.id}`}
      state={record.state}
      onOpen={onOpen}
      before={<UrgencyTag urgency={record.urgency} />}
      title={record.title}
      after={record.isOverdue ? <OverdueTag testId="mail-overdue" /> : null}
      extra={<Tag color={RECEIPT_STATE_COLOR[record.state]}>{MAIL_RECEIPT_STATES[record.state]}</Tag>}
    >
      {fieldRow('来文单位', `${record.senderOrgName}（${record.senderName}）`)}
      {fieldRow('收文时间', formatDateTime(record.sentAt))}
      {record.signDeadline ? fieldRow('签收期限', formatDateTime(record.signDeadline)) : null}
      {record.needsFeedback ? fieldRow('反馈期限', formatDateTime(record.feedbackDeadline) || '无期限') : null}
      {record.hasAttachments ? <div className={styles.muted}>含附件</div> : null}
    </ListCard>
  );
}

/** One sent mail: its progress over every target, and the sign list opened in place. */
export function OutboxCard({ record, onOpen }: { record: MailOutboxRecord; onOpen: () => void }) {
  const { progress } = record;
  return (
    <ListCard
      classNames={styles}
      testId={`mail-outbox-${record.id}`}
      state={record.state}
      onOpen={onOpen}
      opensBy="header"
      before={<UrgencyTag urgency={record.urgency} />}
      title={record.title}
      after={progress.overdue > 0 ? <OverdueTag testId="mail-outbox-overdue" /> : null}
      extra={<span className={styles.muted}>{MAIL_STATES[record.state]}</span>}
    >
      <div onClick={onOpen} role="presentation">
        {fieldRow('发送时间', formatDateTime(record.sentAt))}
        <div className={styles.progress} data-testid="mail-outbox-progress">
          <span>单位 {progress.total}</span>
          <span>已读 {progress.read}</span>
          <span>签收 {progress.signed}</span>
          {record.needsFeedback ? <span>反馈 {progress.fedBack}</span> : null}
          {progress.returned > 0 ? <span>退回 {progress.returned}</span> : null}
          {progress.overdue > 0 ? <span className={styles.overdue}>逾期 {progress.overdue}</span> : null}
        </div>
      </div>
      <InlineSignList mailId={record.id} />
    </ListCard>
  );
}
