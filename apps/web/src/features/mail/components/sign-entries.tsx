import { useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { MAIL_RECEIPT_STATES, type MailReader, type MailSignEntry } from '@afp/contract';
import { ReasonButton } from '../../../components/reason-dialog';
import { formatDateTime } from '../../../lib/date-time';
import { useRedoFeedback } from '../api/mail.mutations';
import { signListQuery } from '../api/mail.queries';
import { mayRedo, RECEIPT_STATE_COLOR } from '../mail.rules';
import styles from './mail.module.css';

const REDO_TEXT = {
  title: '退回反馈',
  placeholder: '请填写退回原因（必填），该单位将重新反馈',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'mail-redo',
};

/** Who of a unit opened the mail, each once, first reader first. */
export function ReadersLine({ readers, testId }: { readers: readonly MailReader[]; testId: string }) {
  if (readers.length === 0) return null;
  return (
    <div className={styles.readers} data-testid={testId}>
      阅读人：{readers.map((reader) => `${reader.name} ${formatDateTime(reader.at)}`).join('、')}
    </div>
  );
}

/**
 * Read, sign and feedback times of one target, as the sender sees them, with who of it read it; with
 * `mailState`, a feedback may be returned for a redo from here.
 */
export function SignEntryRow({ entry, mailState }: { entry: MailSignEntry; mailState?: string }) {
  const redo = useRedoFeedback();
  const times = [
    entry.readAt ? `读 ${formatDateTime(entry.readAt)}` : null,
    entry.signedAt ? `签 ${formatDateTime(entry.signedAt)}${entry.signedByName ? ` ${entry.signedByName}` : ''}` : null,
    entry.fedBackAt ? `反馈 ${formatDateTime(entry.fedBackAt)}` : null,
    entry.returnReason ? `退回：${entry.returnReason}` : null,
    entry.redoReason ? `反馈已退回重办：${entry.redoReason}` : null,
    entry.urgeCount > 0 ? `已催办${entry.urgeCount}次` : null,
    entry.supplementNote ? `补发：${entry.supplementNote}` : null,
  ].filter(Boolean);
  return (
    <div className={styles.entryRow} data-testid={`mail-sign-${entry.orgId}`} data-state={entry.state}>
      <div>
        <div>{entry.orgName}</div>
        <div className={styles.entryTimes}>{times.join(' · ') || '未读'}</div>
        <ReadersLine readers={entry.readers} testId={`mail-readers-${entry.orgId}`} />
        {mailState && mayRedo(entry, mailState) ? (
          <ReasonButton
            label="退回重办"
            text={{ ...REDO_TEXT, testId: `mail-redo-${entry.orgId}` }}
            done="已退回"
            isSubmitting={redo.isPending}
            send={(reason) => redo.mutateAsync({ id: entry.id, version: entry.version, reason })}
          />
        ) : null}
      </div>
      <span>
        {entry.isOverdue ? (
          <Tag color="danger" fill="outline">
            逾期
          </Tag>
        ) : null}{' '}
        <Tag color={RECEIPT_STATE_COLOR[entry.state]}>{MAIL_RECEIPT_STATES[entry.state]}</Tag>
      </span>
    </div>
  );
}

/** The sign list opened inside an outbox card, without leaving the list. */
export function InlineSignList({ mailId }: { mailId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const list = useQuery({ ...signListQuery(mailId), enabled: isOpen });
  return (
    <div className={styles.signList}>
      <Button size="mini" fill="none" color="primary" data-testid="mail-sign-toggle" onClick={() => setIsOpen(!isOpen)}>
        {isOpen ? '收起签收情况' : '展开签收情况'}
      </Button>
      {isOpen && list.isPending ? <div className={styles.muted}>加载中</div> : null}
      {isOpen && list.data ? list.data.map((entry) => <SignEntryRow key={entry.id} entry={entry} />) : null}
    </div>
  );
}
