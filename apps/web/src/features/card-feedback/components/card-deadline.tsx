import { useEffect, useState } from 'react';
import { CARD_OPEN_STATES, type CardRecord } from '@afp/contract';
import { pad2 as pad } from '../../../lib/date-time';
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
