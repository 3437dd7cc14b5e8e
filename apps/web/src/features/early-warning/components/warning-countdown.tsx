import { useNow } from '../hooks/use-now';
import { countdownOf, type DeadlineSource } from '../lib/countdown';
import styles from './warning-countdown.module.css';

/** Live countdown to the running deadline; re-renders on the shared 1 s ticker. */
export function WarningCountdown({ source }: { source: DeadlineSource }) {
  const now = useNow();
  const countdown = countdownOf(source, now);
  if (!countdown) return null;
  return (
    <span
      data-testid="warning-countdown"
      data-overdue={countdown.isOverdue}
      className={styles.countdown}
      style={{ color: countdown.color }}
    >
      {countdown.label}
    </span>
  );
}
