import { ERROR_CODES, INFORMATION_QUERIES_PER_HOUR, type Page, type WarningRecord } from '@afp/contract';
import { and, count, desc, eq, exists, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import type { Principal } from '../../plugins/access.ts';
import type { AccessLog } from '../access-log/access-log.service.ts';
import { presentRecord } from '../early-warning/early-warning.presenter.ts';
import { earlyWarning, fraudType, warningAssignment } from '../early-warning/early-warning.table.ts';
import { likePrefix } from '../early-warning/early-warning-page.rules.ts';
import { org } from '../org/org.table.ts';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor.ts';
import { keywordKindOf, normalisedKeyword } from './information.rules.ts';

export const QUERY_ACTION = 'information.query';
const HOUR_MS = 3_600_000;
const TOTAL_CAP = 1_000;

export interface InformationQuery {
  keyword: string;
  cursor?: string;
  pageSize: number;
}

/** Information query 信息查询: a person's warnings in the caller's subtree, every query logged and capped. */
export function createInformationService({ db, clock, accessLog }: { db: Db; clock: Clock; accessLog: AccessLog }) {
  async function checkQuota(caller: Principal, keyword: string) {
    const now = clock.now();
    // Rolling hour: a query exactly one hour old no longer counts.
    const used = await accessLog.countSince(caller.id, QUERY_ACTION, new Date(now.getTime() - HOUR_MS + 1));
    const entry = { actorType: caller.loginType, actorId: caller.id, orgId: caller.orgId, query: keyword };
    if (used >= INFORMATION_QUERIES_PER_HOUR) {
      // The refused attempt is logged too, under its own action so it does not extend the block.
      await accessLog.record({ ...entry, action: `${QUERY_ACTION}_refused` });
      throw tooManyRequests(
        `每小时最多查询${INFORMATION_QUERIES_PER_HOUR}次,请稍后再试`,
        ERROR_CODES.queryQuotaExceeded,
      );
    }
    await accessLog.record({ ...entry, action: QUERY_ACTION });
  }

  function matchOf(keyword: string): SQL {
    const kind = keywordKindOf(keyword);
    const value = normalisedKeyword(keyword, kind);
    if (kind === 'phone') return eq(earlyWarning.victimPhone, value);
    if (kind === 'idNumber') return eq(earlyWarning.victimIdNumber, value);
    return like(earlyWarning.victimName, likePrefix(value));
  }

  return {
    async search(caller: Principal, query: InformationQuery): Promise<Page<WarningRecord>> {
      const after = decodeCursor(query.cursor);
      await checkQuota(caller, query.keyword);
      const scopePattern = likePrefix(caller.orgPath);
      const inScope = exists(
        db
          .select({ one: warningAssignment.id })
          .from(warningAssignment)
          .where(and(eq(warningAssignment.warningId, earlyWarning.id), like(warningAssignment.orgPath, scopePattern))),
      );
      const where = and(matchOf(query.keyword), inScope);
      const keyset = after
        ? or(
            lt(earlyWarning.pushedAt, after.at),
            and(eq(earlyWarning.pushedAt, after.at), lt(earlyWarning.id, after.id)),
          )
        : undefined;
      const warnings = await db
        .select()
        .from(earlyWarning)
        .where(and(where, keyset))
        .orderBy(desc(earlyWarning.pushedAt), desc(earlyWarning.id))
        .limit(query.pageSize + 1);
      const capped = db.select({ one: earlyWarning.id }).from(earlyWarning).where(where).limit(TOTAL_CAP).as('capped');
      const [total] = await db.select({ n: count() }).from(capped);

      const pageRows = warnings.slice(0, query.pageSize);
      const ids = pageRows.map((w) => w.id);
      const assignments = ids.length
        ? await db
            .select({ assignment: warningAssignment, orgName: org.name })
            .from(warningAssignment)
            .innerJoin(org, eq(org.id, warningAssignment.orgId))
            .where(and(inArray(warningAssignment.warningId, ids), like(warningAssignment.orgPath, scopePattern)))
        : [];
      // The latest hop in the caller's scope stands for the warning.
      const latest = new Map<string, (typeof assignments)[number]>();
      for (const row of assignments) {
        const seen = latest.get(row.assignment.warningId);
        if (!seen || row.assignment.hop > seen.assignment.hop) latest.set(row.assignment.warningId, row);
      }
      const codes = [...new Set(pageRows.map((w) => w.fraudTypeCode).filter((c): c is string => !!c))];
      const types = codes.length ? await db.select().from(fraudType).where(inArray(fraudType.code, codes)) : [];
      const names = new Map(types.map((t) => [t.code, { code: t.code, name: t.name, parentCode: t.parentCode }]));

      const now = clock.now();
      const records = pageRows.flatMap((w) => {
        const held = latest.get(w.id);
        if (!held) return [];
        return [presentRecord({ ...w, assignment: held.assignment, orgName: held.orgName }, names, now)];
      });
      const last = pageRows.at(-1);
      return {
        records,
        total: total?.n ?? 0,
        totalIsCapped: (total?.n ?? 0) >= TOTAL_CAP,
        nextCursor: warnings.length > query.pageSize && last ? encodeCursor({ at: last.pushedAt, id: last.id }) : null,
      };
    },
  };
}
export type InformationService = ReturnType<typeof createInformationService>;
