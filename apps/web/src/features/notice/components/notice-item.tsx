import { Badge, Tag } from 'antd-mobile';
import { NOTICE_KINDS, type NoticeRecord } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import styles from './notice-item.module.css';

/** Overdue reads red, a deadline coming orange; the rest in the primary colour. */
const TAG_COLOR: Partial<Record<NoticeRecord['kind'], 'danger' | 'warning'>> = {
  overdue: 'danger',
  deadline_reminder: 'warning',
};

/** One notice: what it is about, its text and time; unread ones carry a dot. */
export function NoticeItem({ notice, onOpen }: { notice: NoticeRecord; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={styles.item}
      onClick={onOpen}
      data-testid={`notice-${notice.id}`}
      data-read={notice.isRead}
    >
      <div className={styles.head}>
        <Tag color={TAG_COLOR[notice.kind] ?? 'primary'} fill="outline">
          {NOTICE_KINDS[notice.kind]}
        </Tag>
        <span className={styles.time}>{formatDateTime(notice.createdAt)}</span>
        {notice.isRead ? null : <Badge content={Badge.dot} className={styles.dot} />}
      </div>
      <div className={notice.isRead ? styles.messageRead : styles.message}>{notice.message}</div>
    </button>
  );
}
