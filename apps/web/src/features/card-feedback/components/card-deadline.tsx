import { useEffect, useState } from 'react';
import { CARD_OPEN_STATES, type CardRecord, type CardRecordDetail } from '@afp/contract';
import { formatDateTime, pad2 as pad } from '../../../lib/date-time';
import { ANSWER_TIMELINESS } from '../card-feedback.texts';
import styles from './card-record-card.module.css';

/** 剩余 hh:mm:ss until the guard's answer is due, or 已超时; nothing once answered. */
export function cardDeadlineLabel(record: Pick<CardRecord, 'state' | 'deadline'>, now: number): string | null {
  if (!record.deadline || !CARD_OPEN_STATES.includes(record.state)) return null;
  const left = Math.floor((Date.parse(record.deadline) - now) / 1000);
  if (left < 0) return '已超时';
  return `剩余 ${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
}

/** A live countdown (the customer may be waiting at the counter). */
export function CardDeadline({ record }: { record: Pick<CardRecord, 'state' | 'deadline'> }) {
  const [now, setNow] = useState(() => Date.now());
  const label = cardDeadlineLabel(record, now);
  const isRunning = label !== null;
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  if (!label) return null;
  return (
    <span data-testid="card-deadline" data-overdue={label === '已超时'} className={styles.deadline}>
      {label}
    </span>
  );
}

/** The deadline that applied once the clock stopped, and whether the answer kept it. */
export function appliedDeadlineLabel(record: Pick<CardRecordDetail, 'deadline' | 'feedback'>): string {
  if (!record.deadline) return '-';
  const deadline = formatDateTime(record.deadline);
  if (!record.feedback) return deadline;
  const isLate = Date.parse(record.feedback.fedBackAt) > Date.parse(record.deadline);
  return `${deadline}（${isLate ? ANSWER_TIMELINESS.late : ANSWER_TIMELINESS.inTime}）`;
}

/** 反馈时限 of a check's detail: the live countdown while an answer is owed, else the deadline that applied. */
export function CardDeadlineDetail({ record }: { record: CardRecordDetail }) {
  if (CARD_OPEN_STATES.includes(record.state)) return <CardDeadline record={record} />;
  return <span data-testid="card-deadline-at">{appliedDeadlineLabel(record)}</span>;
}
