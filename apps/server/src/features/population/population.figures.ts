import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inArea } from '../../core/metric-source.ts';
import { resident, residentFigure } from './population.table.ts';

/**
 * The residents 实有人口 of an area as figures (core/metric-source.ts), one row per resident
 * `(org_path, phone_key)`: the denominator of 发案数/万人 and of the leaderboard's 推广用户 share.
 */
export const residentsIn = (orgPath: string): SQL =>
  sql`select ${resident.orgPath} as org_path, ${resident.phoneKey} as phone_key
    from ${resident} where ${inArea(resident.orgPath, orgPath)}`;

/**
 * The residents of an area counted per organisation, `(org_path, residents)`, from the figures the
 * database keeps (`resident_figure`): equal to counting `residentsIn` by organisation, without reading a row per resident.
 */
export const residentCountsIn = (orgPath: string): SQL =>
  sql`select ${residentFigure.orgPath} as org_path, ${residentFigure.residents} as residents
    from ${residentFigure} where ${inArea(residentFigure.orgPath, orgPath)} and ${residentFigure.residents} <> 0`;

/** The residents per organisation recomputed from the raw rows in one transaction (migration 0052). */
export async function rebuildResidentFigures(db: Db): Promise<void> {
  await db.execute(sql`select resident_figure_rebuild()`);
}
