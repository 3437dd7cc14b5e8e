import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { ORDER_FREEZE_TYPES, ORDER_TASK_OPEN_STATES, ORDER_TASK_STATES, keysOf } from '@afp/contract';
import { likePrefix } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf, timestampParam as at } from '../../db/raw-sql.ts';
import { org } from '../org/index.ts';
import type { PartnerTaskTable } from './partner-task.move.ts';

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

/** The partner organisations, and the response figures over every source's tasks at once. */
export function createPartnerTaskRepository({ db, sources }: { db: Db; sources: readonly PartnerTaskTable[] }) {
  return {
    /** Every partner organisation, in the tree's order: whom a task or an order may go to. */
    partners() {
      return db
        .select({ id: org.id, name: org.name })
        .from(org)
        .where(eq(org.kind, 'partner'))
        .orderBy(asc(org.sort), asc(org.name), asc(org.id));
    },
    /**
     * Per partner in `partnerPath`'s subtree, tasks issued in [from, to): counts, time sums, on-time
     * counts. The sources share the columns read, so they are one plain `union all`.
     */
    async sums(range: { from: Date; to: Date; now: Date; partnerPath: string }): Promise<FigureSums[]> {
      const selects: SQL[] = sources.map(
        (
          table,
        ) => sql`select partner_org_id, type, state, issued_at, received_at, fed_back_at, deadline_at from ${table}
          where issued_at >= ${at(range.from)} and issued_at < ${at(range.to)}`,
      );
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
export type PartnerTaskRepository = ReturnType<typeof createPartnerTaskRepository>;
