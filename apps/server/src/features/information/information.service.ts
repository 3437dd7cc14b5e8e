import {
  ERROR_CODES,
  INFORMATION_ENDPOINTS,
  INFORMATION_QUERIES_PER_HOUR,
  type Page,
  type ParsedQueryOf,
  type WarningRecord,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { decodeCursor, pageFrom } from '../../core/keyset-page.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import { tooManyRequests } from '../../http/errors.ts';
import type { AccessLog } from '../access-log/index.ts';
import { presentRecord, type FraudTypeDictionary } from '../early-warning/index.ts';
import type { InformationRepository } from './information.repository.ts';
import { loggedKeyword } from './information.rules.ts';

export const QUERY_ACTION = 'information.query';
const HOUR_MS = 3_600_000;

type InformationQuery = ParsedQueryOf<typeof INFORMATION_ENDPOINTS.page>;

/** Information query 信息查询: a person's warnings in the caller's subtree, every query logged and capped. */
export function createInformationService({
  repository,
  fraudTypes,
  clock,
  accessLog,
  personKeyOf,
}: {
  repository: InformationRepository;
  fraudTypes: FraudTypeDictionary;
  clock: Clock;
  accessLog: AccessLog;
  personKeyOf: PersonKeyOf;
}) {
  async function checkQuota(caller: Principal, keyword: string) {
    const now = clock.now();
    // Rolling hour: a query exactly one hour old no longer counts.
    const used = await accessLog.countSince(caller.id, QUERY_ACTION, new Date(now.getTime() - HOUR_MS + 1));
    const entry = {
      actorType: caller.loginType,
      actorId: caller.id,
      orgId: caller.orgId,
      ...loggedKeyword(keyword, personKeyOf),
    };
    if (used >= INFORMATION_QUERIES_PER_HOUR) {
      // The refused attempt is logged too, under its own action so it does not extend the block.
      await accessLog.record({ ...entry, action: `${QUERY_ACTION}_refused`, result: 'refused' });
      throw tooManyRequests(
        `每小时最多查询${INFORMATION_QUERIES_PER_HOUR}次，请稍后再试`,
        ERROR_CODES.queryQuotaExceeded,
      );
    }
    await accessLog.record({ ...entry, action: QUERY_ACTION });
  }

  return {
    async search(caller: Principal, query: InformationQuery): Promise<Page<WarningRecord>> {
      const cursor = decodeCursor(query.cursor);
      await checkQuota(caller, query.keyword);
      // The first page counts (capped); later pages carry that count in their cursor.
      const { rows, counted } = await repository.search({
        keyword: query.keyword,
        orgPath: caller.orgPath,
        after: cursor,
        limit: query.pageSize + 1,
        count: !cursor,
      });
      const [assignments, dictionary] = await Promise.all([
        repository.assignmentsInScope(
          rows.slice(0, query.pageSize).map((row) => row.warning.id),
          caller.orgPath,
        ),
        fraudTypes.entries(),
      ]);
      // The latest hop in the caller's scope stands for the warning.
      const latest = new Map<string, (typeof assignments)[number]>();
      for (const row of assignments) {
        const seen = latest.get(row.assignment.warningId);
        if (!seen || row.assignment.hop > seen.assignment.hop) latest.set(row.assignment.warningId, row);
      }
      const now = clock.now();
      return pageFrom(rows, {
        pageSize: query.pageSize,
        counted: cursor?.counted ?? counted ?? 0,
        positionOf: (row) => ({ micros: row.pushedMicros, id: row.warning.id }),
        present: (pageRows) =>
          pageRows.flatMap(({ warning }) => {
            const held = latest.get(warning.id);
            if (!held) return [];
            return [presentRecord({ ...warning, assignment: held.assignment, orgName: held.orgName }, dictionary, now)];
          }),
      });
    },
  };
}
export type InformationService = ReturnType<typeof createInformationService>;
