import { useMemo } from 'react';
import { useDrafts } from '../drafts/draft-store';
import { outboxEntriesOf, useResending, type OutboxEntry } from './outbox';

/** The account's waiting submissions, following every send, 重试 and 删除 as they happen. */
export function useOutbox(): { entries: OutboxEntry[]; resending: readonly string[] } {
  const records = useDrafts((state) => state.records);
  const resending = useResending((state) => state.draftKeys);
  const entries = useMemo(() => outboxEntriesOf(records), [records]);
  return { entries, resending };
}

/** How many submissions wait (the badge on 我的). */
export const useOutboxCount = (): number =>
  useDrafts((state) => Object.values(state.records).filter((record) => record.pendingSend).length);
