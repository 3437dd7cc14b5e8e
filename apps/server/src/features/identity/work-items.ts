import { sql, type SQL } from 'drizzle-orm';
import type { OpenWorkItem, WorkItemSource } from '../../core/work-item-source.ts';
import type { Db, Tx } from '../../db/client.ts';

type RawItem = {
  item_id: string;
  entity_id: string;
  org_id: string;
  subject: string;
  start_at: Date | string;
  due_at: Date | string | null;
  link: string;
  guard_id?: string | null;
};

const toItem = (kind: string, row: RawItem): OpenWorkItem => ({
  kind,
  itemId: row.item_id,
  entityId: row.entity_id,
  orgId: row.org_id,
  subject: row.subject,
  startAt: new Date(row.start_at),
  dueAt: row.due_at === null ? null : new Date(row.due_at),
  link: row.link,
  guardId: row.guard_id ?? null,
});

/**
 * The open items of a source, optionally of one entity only, narrowed by `where` over the source's
 * columns (`i.item_id`, `i.due_at` …).
 */
export async function openItems(
  db: Db | Tx,
  source: WorkItemSource,
  options: { entityId?: string; where?: SQL } = {},
): Promise<OpenWorkItem[]> {
  const where = options.where ? sql` where ${options.where}` : sql``;
  const result = await db.execute<RawItem>(sql`select i.* from (${source.open(options.entityId)}) i${where}`);
  return result.rows.map((row) => toItem(source.kind, row));
}
