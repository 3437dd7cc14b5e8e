import { sql, type Column, type SQL } from 'drizzle-orm';

/** `and entity = id` when a sync asks for one entity, else nothing (work-item-source.ts). */
export const forEntity = (column: Column | SQL, entityId?: string): SQL =>
  entityId === undefined ? sql`` : sql` and ${column} = ${entityId}`;
