import { useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { MAIL_RECEIPT_STATES, type MailSignEntry } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { signListQuery } from '../api/mail.queries';
import { RECEIPT_STATE_COLOR } from '../mail.rules';
import styles from './mail.module.css';

/** Read, sign and feedback times of one target, as the sender sees them. */
export function SignEntryRow({ entry }: { entry: MailSignEntry }) {
  const times = [
    entry.readAt ? `读 ${formatDateTime(entry.readAt)}` : null,
    entry.signedAt ? `签 ${formatDateTime(entry.signedAt)}${entry.signedByName ? ` ${entry.signedByName}` : ''}` : null,
    entry.fedBackAt ? `反馈 ${formatDateTime(entry.fedBackAt)}` : null,
    entry.returnReason ? `退回：${entry.returnReason}` : null,
    entry.urgeCount > 0 ? `已催办${entry.urgeCount}次` : null,
    entry.supplementNote ? `补发：${entry.supplementNote}` : null,
  ].filter(Boolean);
  return (
    <div className={styles.entryRow} data-testid={`mail-sign-${entry.orgId}`} data-state={entry.state}>
      <div>
        <div>{entry.orgName}</div>
        <div className={styles.entryTimes}>{times.join(' · ') || '未读'}</div>
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
