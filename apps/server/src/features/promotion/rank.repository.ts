import type { RankBy, RankMetric, RankMode } from '@afp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { likePrefix } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-sql.ts';
import type { GuardFigure } from '../../core/metric-source.ts';
import { guardUser } from '../account/index.ts';
import { handledWarningsFigure } from '../early-warning/index.ts';
import { org } from '../org/index.ts';
import { casePublicityGuardFigure, publicityRecordsFigure } from '../publicity/index.ts';
import { spreadFigure } from './promotion.figures.ts';

export interface RankInput {
  by: RankBy;
  metric: RankMetric;
  mode: RankMode;
  from: Date;
  to: Date;
  /** Points per guard and China-time day. */
  dailyCap: number;
  /** The board's area (`rankAreaOf`): its guards, or the units directly below it. */
  scope: { orgId: string; orgPath: string };
  /** The caller (by guard) or the caller's organisation path (by org), to find their own row. */
  mine: { guardId?: string; orgPath: string };
  top: number;
}

export interface RankSqlRow {
  position: number;
  id: string;
  name: string;
  orgName: string;
  /** Capped points, or a share in percent (null: nothing to count). */
  value: number | null;
  points: number;
  isMine: boolean;
}

/**
 * Each metric is its owner's figure (core/metric-source.ts). What earns points, one row per event
 * (guard, instant) — only what really happened counts: registrations not already counted in the
 * city, verified publicity, first feedbacks of warnings (each assignment once), verified case
 * publicity. The population of a rate, one row per member (`org_path`, `guard_id`, `done`) — so a
 * numerator is always a part of its denominator: residents (推广用户: registered, counted, through a
 * code in the period); the period's publicity records (宣防记录: verified); held warning
 * assignments pushed in the period, credited to their signer (处置预警: with a first feedback);
 * 一案一宣 cases due in the period, credited to the guard who took them up (verified).
 */
const FIGURES: Record<RankMetric, GuardFigure> = {
  spread: spreadFigure,
  publicity: publicityRecordsFigure,
  warnings: handledWarningsFigure,
  casePublicity: casePublicityGuardFigure,
};
const eventsOf = (metric: RankMetric, from: Date, to: Date): SQL => FIGURES[metric].events({ from, to });

/** A share in percent to two places; nothing to count (0 of 0) is no figure at all. */
const percentOf = (done: SQL, n: SQL) => sql`round(${done} * 100 / nullif(${n}, 0), 2)`;

/**
 * The leaderboard, computed in one SQL statement: events → capped points per guard and day →
 * points per guard → per unit when ranked by unit → value (points, or a share of a population) →
 * positions by value (no figure last), then points, then id (ties broken the same way every
 * time). Only the top places and the caller's own row leave the database.
 */
export type RankRepository = ReturnType<typeof createRankRepository>;

export function createRankRepository({ db }: { db: Db }) {
  return {
    /** A guard's own figures of a period: counted registrations, verified publicity, warnings fed back. */
    async guardFigures(guardId: string, from: Date, to: Date) {
      const count = (metric: RankMetric) =>
        sql`(select count(*)::int from (${eventsOf(metric, from, to)}) ev where ev.guard_id = ${guardId})`;
      const [row] = rowsOf<{ spread: number; publicity: number; warnings: number }>(
        await db.execute(
          sql`select ${count('spread')} as spread, ${count('publicity')} as publicity, ${count('warnings')} as warnings`,
        ),
      );
      return {
        spreadUsers: Number(row?.spread ?? 0),
        publicity: Number(row?.publicity ?? 0),
        handledWarnings: Number(row?.warnings ?? 0),
      };
    },
    async board(input: RankInput): Promise<RankSqlRow[]> {
      const scope = likePrefix(input.scope.orgPath);
      const points = sql`
        daily as (
          select ev.guard_id, least(count(*), ${input.dailyCap}) as pts
          from (${eventsOf(input.metric, input.from, input.to)}) ev
          group by ev.guard_id, (ev.at at time zone 'Asia/Shanghai')::date
        ),
        per_guard as (select guard_id, sum(pts)::numeric as points from daily group by guard_id),
        guards as (
          select g.id, g.name, o.name as org_name, o.path as org_path, coalesce(p.points, 0) as points
          from ${guardUser} g join ${org} o on o.id = g.org_id
          left join per_guard p on p.guard_id = g.id
          where not g.disabled and o.path like ${scope}
        )`;
      const rated = input.by === 'guard' ? guardRows(input) : orgRows(input);
      const result = await db.execute(sql`
        with ${points}, ${rated},
        ranked as (
          select *, row_number() over (order by value desc nulls last, points desc, id asc)::int as position from rows
        )
        select position, id, name, org_name, value::float8 as value, points::int as points, is_mine
        from ranked where position <= ${input.top} or is_mine
        order by position`);
      return rowsOf<{
        position: number;
        id: string;
        name: string;
        org_name: string | null;
        value: number | null;
        points: number;
        is_mine: boolean;
      }>(result).map((row) => ({
        position: Number(row.position),
        id: String(row.id),
        name: String(row.name),
        orgName: row.org_name ?? '',
        value: row.value === null ? null : Math.round(Number(row.value) * 100) / 100,
        points: Number(row.points),
        isMine: Boolean(row.is_mine),
      }));
    },
  };
}

/**
 * The population of a rate grouped by where and to whom it belongs, for the board's area. A
 * guard's share: of 推广用户 the residents of his organisation's subtree, registered through his
 * code; of anything else what is credited to him. A unit's share: everything of its subtree.
 */
const sharesOf = (input: RankInput): SQL => sql`
  population as (${FIGURES[input.metric].population(input, input.scope.orgPath)}),
  shares as (
    select org_path, guard_id, count(*)::numeric as n, count(*) filter (where done)::numeric as done
    from population group by org_path, guard_id
  )`;

/** One row per guard of the scope: capped points, or the share of the guard's population. */
function guardRows(input: RankInput): SQL {
  const mine = input.mine.guardId ?? '';
  if (input.mode === 'count')
    return sql`rows as (select id, name, org_name, points, points as value, id = ${mine} as is_mine from guards)`;
  const belongs = input.metric === 'spread' ? sql`s.org_path like g.org_path || '%'` : sql`s.guard_id = g.id`;
  return sql`${sharesOf(input)},
    guard_shares as (
      select g.id, sum(s.n) as n, coalesce(sum(s.done) filter (where s.guard_id = g.id), 0) as done
      from guards g join shares s on ${belongs} group by g.id
    ),
    rows as (
      select g.id, g.name, g.org_name, g.points, ${percentOf(sql`gs.done`, sql`gs.n`)} as value,
        g.id = ${mine} as is_mine
      from guards g left join guard_shares gs on gs.id = g.id
    )`;
}

/**
 * One row per unit directly below the scope (the caller's peers, see `rankAreaOf`): the capped
 * points of the guards in its subtree, or the share of its subtree's population.
 */
function orgRows(input: RankInput): SQL {
  const units = sql`
    grp as (
      select o.id, o.name, o.path from ${org} o where o.parent_id = ${input.scope.orgId} and o.kind <> 'partner'
    ),
    per_unit as (
      select grp.id, grp.name, grp.path,
        coalesce((select sum(points) from guards g where g.org_path like grp.path || '%'), 0) as points
      from grp
    )`;
  const isMine = sql`${input.mine.orgPath} like u.path || '%' as is_mine`;
  if (input.mode === 'count')
    return sql`${units}, rows as (select u.id, u.name, '' as org_name, u.points, u.points as value, ${isMine} from per_unit u)`;
  return sql`${units}, ${sharesOf(input)},
    unit_shares as (
      select grp.id, sum(s.n) as n, sum(s.done) as done
      from grp join shares s on s.org_path like grp.path || '%' group by grp.id
    ),
    rows as (
      select u.id, u.name, '' as org_name, u.points, ${percentOf(sql`us.done`, sql`us.n`)} as value, ${isMine}
      from per_unit u left join unit_shares us on us.id = u.id
    )`;
}
