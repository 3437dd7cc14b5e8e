import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * Newest first in the exact order of our `(time desc, id desc)` indexes: drizzle declares them
 * `desc nulls last`, and a plain `desc` (nulls first) would not match them, leaving PostgreSQL
 * to sort every matching row instead of reading the index in order.
 */
export const newestFirst = (time: SQLWrapper, id: SQLWrapper) => [
  sql`${time} desc nulls last`,
  sql`${id} desc nulls last`,
];
