import {
  chinaDayOf,
  mayOverseeWarnings,
  ORG_LEVEL,
  WARNING_LEVELS,
  WARNING_SOURCES,
  warningSourceSchema,
  type OverviewOrgRow,
  type WarningOverview,
  type WarningOverviewBadge,
  type WarningOverviewQuery,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import { forbidden } from '../../http/errors.ts';
import { parentCodeOf, type FraudTypeDictionary } from './fraud-type.dictionary.ts';
import type { OverviewCountRow, WarningOverviewRepository } from './warning-overview.repository.ts';

/** By-organisation rows: overdue first, then what needs follow-up, then the most warnings; ties keep the tree's order. */
export function sortOrgRows(rows: OverviewOrgRow[]): OverviewOrgRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        b.row.overdue - a.row.overdue ||
        b.row.followUp - a.row.followUp ||
        b.row.total - a.row.total ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}

/** oa staff of the centre or a district only (contract `mayOverseeWarnings`); others are refused. */
function assertOverseer(viewer: Principal) {
  if (!mayOverseeWarnings(viewer)) throw forbidden('仅市反诈中心和分局工作人员可查看预警总览');
}

/**
 * The centre's overview 预警总览 of the caller's subtree: one answer for the whole page, computed in
 * SQL on every request (no cache: each figure must equal the list it opens).
 */
export function createWarningOverviewService(deps: {
  repository: WarningOverviewRepository;
  childOrgs: (parentId: string) => Promise<{ id: string; name: string }[]>;
  fraudTypes: FraudTypeDictionary;
  clock: Clock;
}) {
  const { repository, childOrgs, fraudTypes, clock } = deps;

  return {
    async overview(viewer: Principal, query: WarningOverviewQuery): Promise<WarningOverview> {
      assertOverseer(viewer);
      const from = new Date(query.from);
      const to = new Date(query.to);
      const day = query.day ?? chinaDayOf(to);
      const [counts, hours, children, dictionary] = await Promise.all([
        repository.countsBy({ orgPath: viewer.orgPath, from, to, now: clock.now() }),
        repository.byHour(viewer.orgPath, day),
        childOrgs(viewer.orgId),
        fraudTypes.entries(),
      ]);
      const rowsOf = (dim: OverviewCountRow['dim']) =>
        new Map(counts.filter((r) => r.dim === dim).map((r) => [r.key, r]));
      const countOf = (dim: OverviewCountRow['dim'], key: string) => rowsOf(dim).get(key)?.n ?? 0;
      const all = rowsOf('all').get('');
      const byChild = rowsOf('child');

      const orgRow = (orgId: string, orgName: string, key: string, isOwn: boolean): OverviewOrgRow => {
        const row = byChild.get(key);
        return {
          orgId,
          orgName,
          isOwn,
          total: row?.n ?? 0,
          visited: row?.visited ?? 0,
          notVisited: (row?.n ?? 0) - (row?.visited ?? 0),
          followUp: row?.followUp ?? 0,
          overdue: row?.overdue ?? 0,
        };
      };
      const orgRows = children.map((child) => orgRow(child.id, child.name, child.id, false));
      // Warnings the caller's own organisation holds (本级) get a row only when there are any.
      if (byChild.has('')) orgRows.push(orgRow(viewer.orgId, `${viewer.orgName}（本级）`, '', true));

      const byParentType = new Map<string, number>();
      for (const [code, row] of rowsOf('fraudType')) {
        if (!code) continue;
        const parent = parentCodeOf(dictionary, code);
        byParentType.set(parent, (byParentType.get(parent) ?? 0) + row.n);
      }
      const hourCounts = new Map(hours.map((row) => [row.hr, row.n]));
      const total = all?.n ?? 0;
      const visited = all?.visited ?? 0;
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        day,
        childKind: viewer.orgLevel === ORG_LEVEL.centre ? 'district' : 'station',
        total,
        visited,
        notVisited: total - visited,
        followUp: all?.followUp ?? 0,
        overdue: all?.overdue ?? 0,
        returned: all?.returned ?? 0,
        escalated: all?.escalated ?? 0,
        bySource: warningSourceSchema.options.map((key) => ({
          key,
          name: WARNING_SOURCES[key],
          count: countOf('source', key),
        })),
        byLevel: ([1, 2, 3, 4] as const).map((level) => ({
          key: String(level),
          name: WARNING_LEVELS[level].name,
          count: countOf('level', String(level)),
        })),
        byFraudType: [...byParentType]
          .map(([key, count]) => ({ key, name: dictionary.get(key)?.name ?? key, count }))
          .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
        untyped: countOf('fraudType', ''),
        byHour: Array.from({ length: 24 }, (_, hour) => hourCounts.get(hour) ?? 0),
        byOrg: sortOrgRows(orgRows),
      };
    },

    async badge(viewer: Principal): Promise<WarningOverviewBadge> {
      assertOverseer(viewer);
      return { overdue: await repository.overdueOpen(viewer.orgPath, clock.now()) };
    },
  };
}
export type WarningOverviewService = ReturnType<typeof createWarningOverviewService>;
