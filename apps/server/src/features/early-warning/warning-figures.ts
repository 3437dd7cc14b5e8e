import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The overview's figures recomputed from the raw assignments in one transaction (migration 0049). */
export async function rebuildWarningFigures(db: Db): Promise<void> {
  await db.execute(sql`select warning_figure_rebuild()`);
}
