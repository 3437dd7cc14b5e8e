import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The overview's figures (migration 0049) and the statistics cards' (0055, with the columns they keep
 * on assignments and feedbacks) recomputed from the raw rows, each in one transaction.
 */
export async function rebuildWarningFigures(db: Db): Promise<void> {
  await db.execute(sql`select warning_figure_rebuild()`);
  await db.execute(sql`select warning_statistics_rebuild()`);
}
