import { Tag } from 'antd-mobile';
import {
  MAIL_RECEIPT_STATES,
  MAIL_SECRECIES,
  MAIL_STATES,
  MAIL_URGENCIES,
  type MailInboxRecord,
  type MailOutboxRecord,
  type MailSecrecy,
  type MailUrgency,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { RECEIPT_STATE_COLOR } from '../mail.rules';
import { ProgressLine } from './progress-line';
import { InlineSignList } from './sign-entries';
import styles from './mail.module.css';

const URGENCY_COLOR = { NORMAL: 'default', URGENT: 'warning', EXTRA_URGENT: 'danger' } as const;

/** 缓急 and 密级 as the head of every mail, list row or detail: 特急 / 加急 / 平件 and 公开 / 内部. */
export const UrgencyTag = ({ urgency, secrecy }: { urgency: MailUrgency; secrecy?: MailSecrecy }) => (
  <>
    <Tag color={URGENCY_COLOR[urgency]} fill="outline" data-testid="mail-urgency-tag">
      {MAIL_URGENCIES[urgency]}
    </Tag>
    {secrecy ? (
      <>
        {' '}
        <Tag color={secrecy === 'INTERNAL' ? 'warning' : 'default'} data-testid="mail-secrecy-tag">
          {MAIL_SECRECIES[secrecy]}
        </Tag>
      </>
    ) : null}
  </>
);

/** 文号, or why there is none yet (it is given when the mail goes out). */
export const docNumberText = (docNumber: string | null): string => docNumber ?? '签发后编号';

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
      before={<UrgencyTag urgency={record.urgency} secrecy={record.secrecy} />}
      title={record.title}
      after={record.isOverdue ? <OverdueTag testId="mail-overdue" /> : null}
      extra={<Tag color={RECEIPT_STATE_COLOR[record.state]}>{MAIL_RECEIPT_STATES[record.state]}</Tag>}
    >
      {fieldRow('文号', docNumberText(record.docNumber))}
      {fieldRow('来文单位', `${record.senderOrgName}（${record.senderName}）`)}
      {record.forwardedByOrgName ? fieldRow('转发单位', record.forwardedByOrgName) : null}
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
      before={<UrgencyTag urgency={record.urgency} secrecy={record.secrecy} />}
      title={record.title}
      after={progress.overdue > 0 ? <OverdueTag testId="mail-outbox-overdue" /> : null}
      extra={<span className={styles.muted}>{MAIL_STATES[record.state]}</span>}
    >
      <div onClick={onOpen} role="presentation">
        {fieldRow('文号', docNumberText(record.docNumber))}
        {fieldRow(
          record.state === 'PENDING' || record.state === 'REJECTED' ? '提交时间' : '发送时间',
          formatDateTime(record.sentAt),
        )}
        <ProgressLine mail={record} testId="mail-outbox-progress" />
      </div>
      {record.state === 'PENDING' || record.state === 'REJECTED' ? null : <InlineSignList mailId={record.id} />}
    </ListCard>
  );
}
