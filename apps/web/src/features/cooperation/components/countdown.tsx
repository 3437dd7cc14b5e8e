import { useEffect, useState } from 'react';
import { COOPERATION_OPEN_STATES, type CooperationTask } from '@afp/contract';
import { deadlineLabel, expiryLabel } from '../cooperation.rules';
import styles from './task-card.module.css';

/** Re-renders every second while `isRunning`. */
function useNow(isRunning: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  return now;
}

/** The live countdown to the partner's deadline (剩余 … / 已超时); nothing once answered. */
export function TaskCountdown({ task }: { task: Pick<CooperationTask, 'state' | 'deadlineAt'> }) {
  const label = deadlineLabel(task, useNow(COOPERATION_OPEN_STATES.includes(task.state)));
  if (!label) return null;
  return (
    <span data-testid="cooperation-countdown" data-overdue={label === '已超时'} className={styles.countdown}>
      {label}
    </span>
  );
}

/** How long a 止付 / 冻结 stays in force. */
export function MeasureExpiry({ expiresAt, testId }: { expiresAt: string | null; testId?: string }) {
  const label = expiryLabel(expiresAt, useNow(expiresAt !== null));
  if (!label) return null;
  return (
    <span data-testid={testId ?? 'cooperation-expiry'} className={styles.expiry}>
      {label}
    </span>
  );
}
