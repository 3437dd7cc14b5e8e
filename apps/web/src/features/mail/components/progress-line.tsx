import type { MailOutboxRecord } from '@afp/contract';
import { progressParts } from '../mail.rules';
import styles from './mail.module.css';

/** A mail's per-unit progress in one line (签收 12/20 · 反馈 8/20): the outbox row and the sender's detail. */
export function ProgressLine({
  mail,
  testId,
}: {
  mail: Pick<MailOutboxRecord, 'progress' | 'needsFeedback'>;
  testId: string;
}) {
  const parts = progressParts(mail);
  if (parts.length === 0) return null;
  return (
    <div className={styles.progress} data-testid={testId}>
      {parts.map((part, index) => (
        <span key={part.text} className={part.isAlarm ? styles.overdue : undefined}>
          {index > 0 ? ' · ' : ''}
          {part.text}
        </span>
      ))}
    </div>
  );
}
