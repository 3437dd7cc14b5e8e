import { sql, type SQL } from 'drizzle-orm';
import { inArea } from '../../core/metric-source.ts';
import { resident } from './population.table.ts';

/**
 * The residents 实有人口 of an area as figures (core/metric-source.ts), one row per resident
 * `(org_path, phone_key)`: the denominator of 发案数/万人 and of the leaderboard's 推广用户 share.
 */
export const residentsIn = (orgPath: string): SQL =>
  sql`select ${resident.orgPath} as org_path, ${resident.phoneKey} as phone_key
    from ${resident} where ${inArea(resident.orgPath, orgPath)}`;
