import type { OrderTaskState } from '@afp/contract';
import { DeadlineCountdown } from '../../partner-task';
import { orderDueAtOf } from '../cooperation-order.rules';
import styles from './order.module.css';

/** A live countdown to the partner's deadline (urgent orders run in minutes); nothing once answered. */
export function OrderDeadline({
  task,
  testId = 'order-deadline',
}: {
  task: { state: OrderTaskState; deadlineAt: string };
  testId?: string;
}) {
  return <DeadlineCountdown dueAt={orderDueAtOf(task)} showsOverdueSpan testId={testId} className={styles.deadline} />;
}
