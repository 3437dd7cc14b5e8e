import { ERROR_CODES, hasNoNul, isWithinDateRange, PAGE_TOTAL_CAP, type Page } from '@afp/contract';
import { and, asc, count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { newestFirst } from '../db/keyset.ts';
import { badRequest } from '../http/errors.ts';

/**
 * The one keyset pagination of every list (DESIGN §1: no OFFSET over large tables). A list is
 * ordered newest first by `(time desc, id desc)`, matching its index; the cursor is the last row's
 * position plus the capped total counted for the first page, so later pages need no count query.
 *
 *   service:    `keysetPage(query, (slice) => repository.page(…, slice), { positionOf, present })`
 *               decodes the cursor, asks for `pageSize + 1` rows after it (counted on the first page
 *               only) and answers the contract's `Page<T>`
 *   repository: `keysetRows(db, slice, { table, order: { time: t.time, id: t.id }, where }, (w) => query(w).$dynamic())`
 *               — or, for a hand-built query, `pageWhere(order, slice.after)` and `pageOrderBy(order)` —
 *               selecting `microsOf(t.time)` for the next cursor
 */
export { newestFirst };

/** A row's place in the order: its time in microseconds since the epoch (exact, as text) and its id. */
export interface KeysetPosition {
  micros: string;
  id: string;
}

export interface KeysetCursor extends KeysetPosition {
  /** What the first page counted (at most `PAGE_TOTAL_CAP + 1`). */
  counted: number;
}

export const encodeCursor = (cursor: KeysetCursor): string =>
  Buffer.from(JSON.stringify([cursor.micros, cursor.id, cursor.counted])).toString('base64url');

/** Microseconds of the contract's date range (1970–2100): exact as numbers, and every engine's timestamps hold them. */
const isMicrosInRange = (micros: string) =>
  /^\d{1,16}$/.test(micros) && isWithinDateRange(Math.floor(Number(micros) / 1000));

/** Ids are bounded text like every id the contract accepts. */
const isCursorId = (id: unknown): id is string => typeof id === 'string' && id.length <= 64 && hasNoNul(id);

/** The decoded cursor is input too: checked like any field, so no forged one reaches SQL (issue 7). */
const isCursorShape = (value: unknown): value is [string, string, number] =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === 'string' &&
  isMicrosInRange(value[0]) &&
  isCursorId(value[1]) &&
  Number.isInteger(value[2]) &&
  (value[2] as number) >= 0;

/** The cursor a client sent back, or nothing on a first page; anything undecodable is a 400. */
export function decodeCursor(cursor: string | undefined): KeysetCursor | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!isCursorShape(parsed)) throw badRequest('参数 cursor 错误：游标无效', ERROR_CODES.validation, 'cursor');
  const [micros, id, counted] = parsed;
  return { micros, id, counted: Math.min(counted, PAGE_TOTAL_CAP + 1) };
}

/** A timestamp column as whole microseconds since the epoch, as text: the cursor's exact time. */
export const microsOf = (time: SQLWrapper) => sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;

/**
 * Rows after the cursor in `(time desc, id desc)` order: one row-value comparison, which
 * PostgreSQL answers from the `(…, time desc, id desc)` index. No cursor: no condition.
 */
export const before = (time: SQLWrapper, id: SQLWrapper, cursor: KeysetPosition | undefined): SQL | undefined =>
  pageWhere({ time, id }, cursor);

/**
 * A list's keyset: its time and id columns (matching an index) and its direction — newest first
 * `(time desc, id desc)`, the default, or oldest / most urgent first `(time asc, id asc)`.
 */
export interface KeysetOrder {
  time: SQLWrapper;
  id: SQLWrapper;
  direction?: 'desc' | 'asc';
}

/** A cursor position as SQL values: the decoded cursor's, or placeholders of a prepared query. */
export interface KeysetBound {
  micros: string | SQLWrapper;
  id: string | SQLWrapper;
}

/**
 * Rows after the cursor in the list's order: one row-value comparison, which PostgreSQL answers
 * from the list's index. No cursor: no condition.
 */
export function pageWhere(order: KeysetOrder, after: KeysetBound | undefined): SQL | undefined {
  if (!after) return undefined;
  const position = sql`(timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`;
  return order.direction === 'asc'
    ? sql`(${order.time}, ${order.id}) > ${position}`
    : sql`(${order.time}, ${order.id}) < ${position}`;
}

/** The list's `orderBy`, in the exact order of its index. */
export const pageOrderBy = (order: KeysetOrder): SQL[] =>
  order.direction === 'asc' ? [asc(order.time), asc(order.id)] : newestFirst(order.time, order.id);

/** What a service asks its repository for: rows after the cursor, one more than the page, a count on the first page only. */
export interface PageSlice {
  after?: KeysetPosition | undefined;
  limit: number;
  count: boolean;
}

/** One page's rows (as the repository read them) and, on the first page, the capped count. */
export interface SliceRows<Row> {
  rows: Row[];
  counted?: number | undefined;
}

/**
 * A repository's page: `select(where)` (a dynamic drizzle select, `.$dynamic()`) filtered by the
 * list's `where` plus the cursor, in keyset order, `slice.limit` rows; beside it the capped count
 * of `where` over `table` when the slice asks for it.
 */
export async function keysetRows<Query extends PgSelect>(
  db: Db,
  slice: PageSlice,
  list: { table: PgTable; order: KeysetOrder; where: SQL | undefined },
  select: (where: SQL | undefined) => Query,
): Promise<{ rows: Query['_']['result']; counted: number | undefined }> {
  return sliceOf(
    slice,
    select(and(list.where, pageWhere(list.order, slice.after)))
      .orderBy(...pageOrderBy(list.order))
      .limit(slice.limit),
    () => countCapped(db, list.table, list.where),
  );
}

/** A slice from its rows (read after `slice.after`, `slice.limit` of them) and, on the first page only, the count beside them. */
export async function sliceOf<Row>(
  slice: PageSlice,
  rows: PromiseLike<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; counted: number | undefined }> {
  const [pageRows, counted] = await Promise.all([rows, slice.count ? count() : undefined]);
  return { rows: pageRows, counted };
}

/** count(*) over at most `PAGE_TOTAL_CAP + 1` rows: a million matching rows cost no more than 10,001. */
export function cappedCountQuery(db: Db, table: PgTable, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(PAGE_TOTAL_CAP + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

export async function countCapped(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await cappedCountQuery(db, table, where);
  return row?.n ?? 0;
}

/** `total` and `totalIsCapped` of a page from what was counted. */
export const cappedTotal = (counted: number): Pick<Page<never>, 'total' | 'totalIsCapped'> => ({
  total: Math.min(counted, PAGE_TOTAL_CAP),
  totalIsCapped: counted > PAGE_TOTAL_CAP,
});

/**
 * One page from `pageSize + 1` rows read after the cursor: the extra row only tells that another
 * page exists, and the cursor points at the last row shown.
 */
export function pageFrom<Row, T>(
  rows: readonly Row[],
  options: {
    pageSize: number;
    counted: number;
    positionOf: (row: Row) => KeysetPosition;
    present: (pageRows: Row[]) => T[];
  },
): Page<T> {
  const pageRows = rows.slice(0, options.pageSize);
  const last = pageRows.at(-1);
  return {
    records: options.present(pageRows),
    ...cappedTotal(options.counted),
    nextCursor:
      rows.length > options.pageSize && last
        ? encodeCursor({ ...options.positionOf(last), counted: options.counted })
        : null,
  };
}

/**
 * A service's page: decodes the client's cursor (400 when forged), asks `read` for the slice after
 * it and turns the rows into the contract's page, the count carried in the cursor after the first.
 */
export async function keysetPage<Row, T>(
  query: { cursor?: string | undefined; pageSize: number },
  read: (slice: PageSlice) => Promise<SliceRows<Row>>,
  options: { positionOf: (row: Row) => KeysetPosition; present: (pageRows: Row[]) => T[] },
): Promise<Page<T>> {
  const cursor = decodeCursor(query.cursor);
  const { rows, counted } = await read({ after: cursor, limit: query.pageSize + 1, count: !cursor });
  return pageFrom(rows, { pageSize: query.pageSize, counted: cursor?.counted ?? counted ?? 0, ...options });
}

export const emptyPage = <T>(): Page<T> => ({ records: [], total: 0, totalIsCapped: false, nextCursor: null });
