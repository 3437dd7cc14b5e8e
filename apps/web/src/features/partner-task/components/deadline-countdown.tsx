import { countdownText } from '../partner-task.rules';
import styles from './deadline-countdown.module.css';
import { useNow } from './use-now';

/**
 * The live countdown to the partner's next answer (剩余 … / 已超时), ticking every second; nothing
 * when no answer is owed (`dueAt` null).
 */
export function DeadlineCountdown({
  dueAt,
  showsOverdueSpan = false,
  testId,
  className,
}: {
  dueAt: string | null;
  showsOverdueSpan?: boolean;
  testId: string;
  className?: string;
}) {
  const label = countdownText(dueAt, useNow(dueAt !== null), showsOverdueSpan);
  if (!label) return null;
  return (
    <span
      data-testid={testId}
      data-overdue={label.startsWith('已超时')}
      className={className ? `${styles.countdown} ${className}` : styles.countdown}
    >
      {label}
    </span>
  );
}
