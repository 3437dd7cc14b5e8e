import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Rule statistics' figures recomputed from the owners' raw rows in one transaction (migration 0051). */
export async function rebuildRuleFigures(db: Db): Promise<void> {
  await db.execute(sql`select rule_figure_rebuild()`);
}
