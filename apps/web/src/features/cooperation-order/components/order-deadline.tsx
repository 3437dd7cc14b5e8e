import { useEffect, useState } from 'react';
import type { OrderTaskState } from '@afp/contract';
import { orderDeadlineLabel } from '../cooperation-order.rules';
import styles from './order.module.css';

/** A live countdown to the partner's deadline (urgent orders run in minutes); nothing once answered. */
export function OrderDeadline({
  task,
  testId = 'order-deadline',
}: {
  task: { state: OrderTaskState; deadlineAt: string };
  testId?: string;
}) {
  const [now, setNow] = useState(() => Date.now());
  const label = orderDeadlineLabel(task, now);
  const isRunning = label !== null;
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  if (!label) return null;
  const isOverdue = label.startsWith('已超时');
  return (
    <span data-testid={testId} data-overdue={isOverdue} className={styles.deadline}>
      {label}
    </span>
  );
}
