import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ORDER_FREEZE_TYPES, ORDER_TASK_OPEN_STATES, ORDER_TASK_STATES, keysOf } from '@afp/contract';
import { likePrefix } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf, timestampParam as at } from '../../db/raw-sql.ts';
import { cooperationTask } from '../../db/schema.ts';
import { cooperationOrderTask } from './cooperation-order.table.ts';

/** One partner's sums over the range; averages and shares are made from them (also for the overall line). */
export interface FigureSums {
  partnerOrgId: string;
  partnerOrgName: string;
  total: number;
  counts: Record<string, number>;
  receiveMinutesSum: number;
  receivedCount: number;
  feedbackMinutesSum: number;
  fedBackCount: number;
  freezeMinutesSum: number;
  frozenCount: number;
  onTime: number;
  due: number;
  overdueOpen: number;
}

const STATES = keysOf(ORDER_TASK_STATES);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The tables read: cooperation tasks and order tasks share the columns `partner_org_id, type, urgency,
 * state, issued_at, received_at, fed_back_at, closed_at, deadline_at`. A table not migrated yet
 * (to_regclass is null) is left out, so the figures work on either table alone.
 */
const SOURCES: { name: string; table: PgTable }[] = [
  { name: 'cooperation_order_task', table: cooperationOrderTask },
  { name: 'cooperation_task', table: cooperationTask },
];

export function createResponseFiguresRepository({ db }: { db: Db }) {
  async function presentSources(): Promise<PgTable[]> {
    const names = SOURCES.map((source) => source.name);
    const found = rowsOf<{ name: string }>(
      await db.execute(
        sql`select relname as name from pg_class where relkind = 'r' and relname in (${list(names)}) and pg_table_is_visible(oid)`,
      ),
    ).map((row) => row.name);
    return SOURCES.filter((source) => found.includes(source.name)).map((source) => source.table);
  }

  return {
    /** Per partner in `partnerPath`'s subtree, tasks issued in [from, to): counts, time sums, on-time counts. */
    async sums(range: { from: Date; to: Date; now: Date; partnerPath: string }): Promise<FigureSums[]> {
      const tables = await presentSources();
      const selects: SQL[] = tables.map(
        (
          table,
        ) => sql`select partner_org_id, type, state, issued_at, received_at, fed_back_at, deadline_at from ${table}
          where issued_at >= ${at(range.from)} and issued_at < ${at(range.to)}`,
      );
      if (selects.length === 0) return [];
      const minutes = (later: string) => sql.raw(`extract(epoch from (${later} - s.issued_at)) / 60.0`);
      const open = list(ORDER_TASK_OPEN_STATES);
      const stateCounts = sql.join(
        STATES.map((state) => sql`count(*) filter (where s.state = ${state})::int as ${sql.identifier(`n_${state}`)}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        with s as (${sql.join(selects, sql` union all `)})
        select s.partner_org_id as "partnerOrgId", p.name as "partnerOrgName",
          count(*) filter (where s.state <> 'WITHDRAWN')::int as "total",
          ${stateCounts},
          coalesce(sum(${minutes('s.received_at')}) filter (where s.received_at is not null), 0)::float8 as "receiveMinutesSum",
          count(*) filter (where s.received_at is not null)::int as "receivedCount",
          coalesce(sum(${minutes('s.fed_back_at')}) filter (where s.fed_back_at is not null), 0)::float8 as "feedbackMinutesSum",
          count(*) filter (where s.fed_back_at is not null)::int as "fedBackCount",
          coalesce(sum(${minutes('s.fed_back_at')}) filter (where s.fed_back_at is not null and s.type in (${list(ORDER_FREEZE_TYPES)})), 0)::float8 as "freezeMinutesSum",
          count(*) filter (where s.fed_back_at is not null and s.type in (${list(ORDER_FREEZE_TYPES)}))::int as "frozenCount",
          count(*) filter (where s.state <> 'WITHDRAWN' and s.fed_back_at is not null and s.fed_back_at <= s.deadline_at)::int as "onTime",
          count(*) filter (where s.state <> 'WITHDRAWN' and (s.fed_back_at is not null or s.deadline_at < ${at(range.now)}))::int as "due",
          count(*) filter (where s.state in (${open}) and s.deadline_at < ${at(range.now)})::int as "overdueOpen"
        from s join org p on p.id = s.partner_org_id
        where p.path like ${likePrefix(range.partnerPath)}
        group by s.partner_org_id, p.name, p.sort
        order by p.sort, p.name`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        partnerOrgId: String(row.partnerOrgId),
        partnerOrgName: String(row.partnerOrgName),
        total: Number(row.total),
        counts: Object.fromEntries(STATES.map((state) => [state, Number(row[`n_${state}`])])),
        receiveMinutesSum: Number(row.receiveMinutesSum),
        receivedCount: Number(row.receivedCount),
        feedbackMinutesSum: Number(row.feedbackMinutesSum),
        fedBackCount: Number(row.fedBackCount),
        freezeMinutesSum: Number(row.freezeMinutesSum),
        frozenCount: Number(row.frozenCount),
        onTime: Number(row.onTime),
        due: Number(row.due),
        overdueOpen: Number(row.overdueOpen),
      }));
    },
  };
}
export type ResponseFiguresRepository = ReturnType<typeof createResponseFiguresRepository>;
