import { Card, Steps } from 'antd-mobile';
import type { TimelineEntry } from '@afp/contract';
import { formatDateTime } from '../lib/date-time';
import styles from './timeline.module.css';

/** An entry as a page has it: the contract's timeline line (a feature may add its own words to `action`). */
export type TimelineItem = Pick<TimelineEntry, 'action' | 'remark' | 'at'> &
  Partial<Pick<TimelineEntry, 'actorName' | 'actorOrgName'>>;

/** Who did it, where, when: 孙填报 · 湖滨街道 · 2026-11-29 10:00 (China time). */
export const timelineByLine = (entry: TimelineItem): string =>
  [entry.actorName, entry.actorOrgName, formatDateTime(entry.at)].filter(Boolean).join(' · ');

/**
 * The one timeline 办理记录 of every detail page: who read, signed, fed back, urged, returned,
 * approved — each line with the person, their organisation and the China time, oldest first.
 */
export function Timeline({
  entries,
  title = '办理记录',
  testId,
  labelOf = (action) => action,
}: {
  entries: readonly TimelineItem[];
  title?: string;
  testId?: string;
  /** A feature's words for a logged action code, when the server sends the code. */
  labelOf?: (action: string) => string;
}) {
  if (entries.length === 0) return null;
  return (
    <Card title={title} className={styles.card} data-testid={testId}>
      <Steps direction="vertical">
        {entries.map((entry, index) => (
          <Steps.Step
            key={`${entry.at}-${index}`}
            status="finish"
            title={
              <span data-testid={testId ? `${testId}-entry` : undefined}>
                {labelOf(entry.action)}
                {entry.remark ? `：${entry.remark}` : ''}
              </span>
            }
            description={timelineByLine(entry)}
          />
        ))}
      </Steps>
    </Card>
  );
}
