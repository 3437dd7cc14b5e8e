import { useNow } from '../hooks/use-now';
import { countdownOf, type DeadlineSource } from '../lib/countdown';

/** Live countdown to the running deadline; re-renders on the shared 1 s ticker. */
export function WarningCountdown({ source }: { source: DeadlineSource }) {
  const now = useNow();
  const countdown = countdownOf(source, now);
  if (!countdown) return null;
  return (
    <span
      data-testid="warning-countdown"
      data-overdue={countdown.isOverdue}
      style={{ color: countdown.color, fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}
    >
      {countdown.label}
    </span>
  );
}
