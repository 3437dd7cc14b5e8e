import type { SQL } from 'drizzle-orm';

/**
 * Work an organisation owes by a deadline, as its owner feature exports it through its face (like
 * `metric-source.ts`): identity's todo port and the pre-deadline reminders compose these sources
 * and never read the owner's tables. One source is one kind of item (a warning to sign, a receipt
 * to feed back, a visit period …); an item appears in `open()` exactly while its holder owes it.
 */
/** Who of the holder owes the item: every bound member, or its oa staff and guard admins only. */
export type Audience = 'members' | 'admins';

export interface WorkItemSource {
  /** Stable name stored with each todo and reminder (`warning_sign`). */
  kind: string;
  /** What the item is, in a digest line (预警签收). */
  label: string;
  /** Whose to-do it is (default every member): 公文 and reports are for the organisation's admins. */
  audience?: Audience;
  /** The operation log's entity type whose moves can open or close these items. */
  entityType: string;
  /**
   * The open items, one row each: `item_id` (unique within the kind), `entity_id` (the logged
   * entity the item belongs to), `org_id` (the holder), `subject`, `start_at` (when it was
   * handed over), `due_at` (null: no deadline) and `link` (the app page, path and query).
   * A source may add `guard_id`: the guard in charge, whose to-do it is alone (else the audience's).
   * `entityId` narrows to one entity for a sync after a move.
   */
  open: (entityId?: string) => SQL;
}

/** One row of `WorkItemSource.open`. */
export interface OpenWorkItem {
  kind: string;
  itemId: string;
  entityId: string;
  orgId: string;
  subject: string;
  startAt: Date;
  dueAt: Date | null;
  link: string;
  /** The guard in charge when the source names one. */
  guardId: string | null;
}
