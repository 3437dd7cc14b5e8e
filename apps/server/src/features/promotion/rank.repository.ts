import type { RankBy, RankMetric, RankMode } from '@afp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { likePrefix } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf, timestampParam as at } from '../../db/raw-sql.ts';
import {
  casePublicity,
  guardUser,
  org,
  publicityRecord,
  resident,
  spreadUser,
  warningFeedback,
} from '../../db/schema.ts';

export interface RankInput {
  by: RankBy;
  metric: RankMetric;
  mode: RankMode;
  from: Date;
  to: Date;
  /** Points per guard and China-time day. */
  dailyCap: number;
  /** The caller's organisation: the board covers its subtree. */
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
  value: number;
  points: number;
  isMine: boolean;
}

/**
 * What earns points, one row per event: (guard, instant). Only what really happened counts —
 * registrations not already counted in the city, verified publicity, first feedbacks of warnings
 * (each assignment once), verified case publicity.
 */
function eventsOf(metric: RankMetric, from: Date, to: Date): SQL {
  switch (metric) {
    case 'spread':
      return sql`select ${spreadUser.guardId} as guard_id, ${spreadUser.createdAt} as at from ${spreadUser}
        where ${spreadUser.counted} and ${spreadUser.createdAt} >= ${at(from)} and ${spreadUser.createdAt} < ${at(to)}`;
    case 'publicity':
      return sql`select ${publicityRecord.guardId} as guard_id, ${publicityRecord.occurredAt} as at from ${publicityRecord}
        where ${publicityRecord.state} = 'VERIFIED' and ${publicityRecord.occurredAt} >= ${at(from)} and ${publicityRecord.occurredAt} < ${at(to)}`;
    case 'warnings':
      return sql`select ${warningFeedback.createdBy} as guard_id, ${warningFeedback.createdAt} as at from ${warningFeedback}
        where ${warningFeedback.round} = 1 and ${warningFeedback.createdAt} >= ${at(from)} and ${warningFeedback.createdAt} < ${at(to)}`;
    case 'casePublicity':
      return sql`select ${casePublicity.guardId} as guard_id, ${casePublicity.verifiedAt} as at from ${casePublicity}
        where ${casePublicity.state} = 'VERIFIED' and ${casePublicity.verifiedAt} >= ${at(from)} and ${casePublicity.verifiedAt} < ${at(to)}`;
  }
}

/**
 * The denominator of a rate, per guard (`guard_id`) in the scope: residents of the guard's area
 * (per 1,000), or — for 一案一宣 — the cases due in the period (a verified share in %).
 */
function guardDenominator(input: RankInput): SQL {
  if (input.metric === 'casePublicity')
    return sql`select ${casePublicity.guardId} as guard_id, count(*)::numeric as n,
        count(*) filter (where ${casePublicity.state} = 'VERIFIED')::numeric as done
      from ${casePublicity}
      where ${casePublicity.dueAt} >= ${at(input.from)} and ${casePublicity.dueAt} < ${at(input.to)}
      group by ${casePublicity.guardId}`;
  return sql`select g.id as guard_id, count(${resident.id})::numeric as n, 0::numeric as done
    from ${guardUser} g join ${org} o on o.id = g.org_id
    join ${resident} on ${resident.orgPath} like o.path || '%'
    where o.path like ${likePrefix(input.scope.orgPath)}
    group by g.id`;
}

/**
 * The leaderboard, computed in one SQL statement: events → capped points per guard and day →
 * points per guard → per organisation when ranked by organisation → value (count or rate) →
 * positions by value, then points, then id (ties broken the same way every time). Only the top
 * places and the caller's own row leave the database.
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
          select *, row_number() over (order by value desc, points desc, id asc)::int as position from rows
        )
        select position, id, name, org_name, value::float8 as value, points::int as points, is_mine
        from ranked where position <= ${input.top} or is_mine
        order by position`);
      return rowsOf<{
        position: number;
        id: string;
        name: string;
        org_name: string | null;
        value: number;
        points: number;
        is_mine: boolean;
      }>(result).map((row) => ({
        position: Number(row.position),
        id: String(row.id),
        name: String(row.name),
        orgName: row.org_name ?? '',
        value: Math.round(Number(row.value) * 100) / 100,
        points: Number(row.points),
        isMine: Boolean(row.is_mine),
      }));
    },
  };
}

/** One row per guard of the scope: points, or the rate by the guard's denominator. */
function guardRows(input: RankInput): SQL {
  const mine = input.mine.guardId ?? '';
  if (input.mode === 'count')
    return sql`rows as (select id, name, org_name, points, points as value, id = ${mine} as is_mine from guards)`;
  const value =
    input.metric === 'casePublicity'
      ? sql`coalesce(d.done * 100 / nullif(d.n, 0), 0)`
      : sql`coalesce(g.points * 1000 / nullif(d.n, 0), 0)`;
  return sql`denominator as (${guardDenominator(input)}),
    rows as (
      select g.id, g.name, g.org_name, g.points, ${value} as value, g.id = ${mine} as is_mine
      from guards g left join denominator d on d.guard_id = g.id
    )`;
}

/**
 * One row per organisation directly below the caller's (the caller's own when it has none): the
 * points of the guards in its subtree; the rate per guard, or for 一案一宣 the verified share.
 */
function orgRows(input: RankInput): SQL {
  const orgId = input.scope.orgId;
  const cases =
    input.metric === 'casePublicity'
      ? sql`, (select count(*) filter (where c.state = 'VERIFIED') * 100.0 / nullif(count(*), 0)
            from ${casePublicity} c
            where c.org_path like grp.path || '%' and c.due_at >= ${at(input.from)} and c.due_at < ${at(input.to)}) as share`
      : sql`, null::numeric as share`;
  const value =
    input.mode === 'count'
      ? sql`points`
      : input.metric === 'casePublicity'
        ? sql`coalesce(share, 0)`
        : sql`coalesce(points / nullif(guard_count, 0), 0)`;
  return sql`
    grp as (
      select o.id, o.name, o.path from ${org} o
      where o.kind <> 'partner' and (o.parent_id = ${orgId}
        or (o.id = ${orgId} and not exists (select 1 from ${org} c where c.parent_id = ${orgId} and c.kind <> 'partner')))
    ),
    per_org as (
      select grp.id, grp.name, grp.path,
        coalesce((select sum(points) from guards g where g.org_path like grp.path || '%'), 0) as points,
        (select count(*) from guards g where g.org_path like grp.path || '%')::numeric as guard_count
        ${cases}
      from grp
    ),
    rows as (
      select id, name, '' as org_name, points, ${value} as value,
        ${input.mine.orgPath} like path || '%' as is_mine
      from per_org
    )`;
}
