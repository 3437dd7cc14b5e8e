import { useNow } from '../hooks/use-now';
import { recontactOf, type RecontactSource } from '../lib/recontact';
import styles from './warning-countdown.module.css';

/** 待再次联系（第 N 次） with the live countdown to the next attempt; nothing when none is waiting. */
export function RecontactCountdown({ source }: { source: RecontactSource }) {
  const now = useNow();
  const recontact = recontactOf(source, now);
  if (!recontact) return null;
  return (
    <span
      data-testid="recontact-countdown"
      data-due={recontact.isDue}
      className={styles.countdown}
      style={{ color: recontact.color }}
    >
      {recontact.label} {recontact.countdown}
    </span>
  );
}
