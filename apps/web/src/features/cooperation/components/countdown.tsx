import { NoticeBar, Tag } from 'antd-mobile';
import {
  COOPERATION_TASK_TYPES,
  hasMeasureLapsed,
  isMeasureLapsingSoon,
  measureLapsedText,
  type CooperationTask,
} from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { DeadlineCountdown, useNow } from '../../partner-task';
import { dueAtOf, expiryLabel } from '../cooperation.rules';
import styles from './task-card.module.css';

/** The live countdown to the partner's next answer (剩余 … / 已超时), a waiting 延期 / 解除's too; nothing once answered. */
export function TaskCountdown({
  task,
}: {
  task: Pick<CooperationTask, 'state' | 'deadlineAt'> & Partial<Pick<CooperationTask, 'pendingStepDeadlineAt'>>;
}) {
  return <DeadlineCountdown dueAt={dueAtOf(task)} testId="cooperation-countdown" />;
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

/** 即将到期: a 止付 / 冻结 lapsing within the warning hours, on the lists of both sides. */
export function LapseTag({ expiresAt }: { expiresAt: string | null }) {
  const now = useNow(expiresAt !== null, 60_000);
  if (!isMeasureLapsingSoon(expiresAt, now)) return null;
  return (
    <Tag color="danger" data-testid="cooperation-lapsing">
      即将到期
    </Tag>
  );
}

/** The same on a detail page, saying when — and, to the centre, that an extension must start now. */
export function LapseNotice({
  task,
  side,
}: {
  task: Pick<CooperationTask, 'type' | 'measureExpiresAt'>;
  side: 'partner' | 'centre';
}) {
  const now = useNow(task.measureExpiresAt !== null, 60_000);
  if (!task.measureExpiresAt || !isMeasureLapsingSoon(task.measureExpiresAt, now)) return null;
  const lapse = `${COOPERATION_TASK_TYPES[task.type]}将于 ${formatDateTime(task.measureExpiresAt)} 到期`;
  return (
    <NoticeBar
      data-testid="cooperation-lapse-notice"
      color="error"
      wrap
      content={side === 'centre' ? `${lapse}，如需延期请及时发起` : `${lapse}，到期后措施自动失效`}
    />
  );
}

/** Whether the 止付 / 冻结 has lapsed by now (checked every minute while it is in force). */
export function useMeasureLapsed(expiresAt: string | null): boolean {
  return hasMeasureLapsed(expiresAt, useNow(expiresAt !== null, 60_000));
}

/** To the centre, instead of 延期: a lapsed measure can only be issued anew. */
export function LapsedNotice({ task }: { task: Pick<CooperationTask, 'type'> }) {
  return <NoticeBar data-testid="cooperation-lapsed" color="alert" wrap content={measureLapsedText(task.type)} />;
}
