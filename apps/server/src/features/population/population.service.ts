import {
  canSeeWhole,
  isInSubtree,
  listScopeOf,
  mayTagResident,
  POPULATION_ENDPOINTS,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PopulationCounts,
  type ResidentDetail,
  type ResidentRecord,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage, sliceOf } from '../../core/keyset-page.ts';
import { personMatchOf, type PersonKeyOf } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { createTtlCache } from '../../ttl-cache.ts';
import type { AccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { residentNotFound, residentStale } from './population.errors.ts';
import { presentCounts, presentResident, presentResidentDetail } from './population.presenter.ts';
import type { PopulationRepository, ResidentFilter, ResidentListRow } from './population.repository.ts';
import { describeTagChange, orderedTags, residentSearchOf } from './population.rules.ts';

/** Capped totals are cached briefly, like the warnings'; any change of state, in any process, starts a new generation. */
const COUNT_CACHE_MS = 30_000;

type PageQuery = ParsedQueryOf<typeof POPULATION_ENDPOINTS.page>;
type TagsBody = ParsedBodyOf<typeof POPULATION_ENDPOINTS.updateTags>;

export function createPopulationService(deps: {
  db: Db;
  clock: Clock;
  repository: PopulationRepository;
  operationLog: OperationLog;
  accessLog: AccessLog;
  personKeyOf: PersonKeyOf;
}) {
  const { db, clock, repository, operationLog, accessLog, personKeyOf } = deps;
  const totals = createTtlCache<string, number>({ ttlMs: COUNT_CACHE_MS, clock });

  async function cappedCount(filter: ResidentFilter): Promise<number> {
    const key = `${operationLog.generation()}|${JSON.stringify(filter)}`;
    const cached = totals.get(key);
    if (cached !== undefined) return cached;
    const counted = await repository.cappedCount(filter);
    totals.set(key, counted);
    return counted;
  }

  const matchOf = (keyword: string | undefined) => personMatchOf(residentSearchOf(keyword, clock.now()), personKeyOf);

  /** A resident in the caller's subtree, else 404 (as if it did not exist). */
  async function visibleResident(caller: Principal, id: string): Promise<ResidentListRow> {
    const row = await repository.find(id);
    if (!row || !isInSubtree(row.resident.orgPath, caller.orgPath)) throw residentNotFound();
    return row;
  }

  /** The detail as the caller may see it; a whole view is written to the access log first. */
  async function detailOf(caller: Principal, row: ResidentListRow): Promise<ResidentDetail> {
    const isWhole = canSeeWhole(caller, row.resident);
    if (isWhole) {
      await accessLog.recordWholeView(caller, 'population.view_whole', {
        type: 'resident',
        id: row.resident.id,
        personKey: row.resident.idNumberKey,
      });
    }
    return presentResidentDetail(row, { isWhole, canTag: mayTagResident(caller, row.resident) });
  }

  return {
    async page(caller: Principal, query: PageQuery): Promise<Page<ResidentRecord>> {
      const filter: ResidentFilter = {
        scope: listScopeOf(caller) === 'mine' ? { orgId: caller.orgId } : { orgPath: caller.orgPath },
        match: matchOf(query.keyword),
        tag: query.tag,
        appInstalled: query.appInstalled === undefined ? undefined : query.appInstalled === 'true',
      };
      return keysetPage(
        query,
        (slice) => sliceOf(slice, repository.page(filter, slice.after, slice.limit), () => cappedCount(filter)),
        {
          positionOf: (row) => ({ micros: row.registeredMicros, id: row.resident.id }),
          present: (pageRows) => pageRows.map(presentResident),
        },
      );
    },

    async info(caller: Principal, id: string): Promise<ResidentDetail> {
      return detailOf(caller, await visibleResident(caller, id));
    },

    async counts(caller: Principal): Promise<PopulationCounts> {
      const rows = await repository.countsByCommunity(caller.orgPath);
      return presentCounts({ orgId: caller.orgId, name: caller.orgName }, rows);
    },

    /** Replaces the tags (with the version the caller saw) and logs the change. */
    async updateTags(caller: Principal, body: TagsBody): Promise<ResidentDetail> {
      const row = await visibleResident(caller, body.id);
      if (!mayTagResident(caller, row.resident)) throw forbidden('仅居民所在单位及上级单位可修改标签');
      if (row.resident.version !== body.version) throw residentStale();
      const tags = orderedTags(body.tags);
      await db.transaction(async (tx) => {
        const updated = await repository.updateTags(tx, { id: body.id, version: body.version, tags, at: clock.now() });
        if (!updated) throw residentStale();
        await operationLog.record(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'population.update_tags',
            entityType: 'resident',
            entityId: updated.id,
            remark: describeTagChange(row.resident.tags, tags),
          },
          tx,
        );
      });
      return detailOf(caller, await visibleResident(caller, body.id));
    },
  };
}
export type PopulationService = ReturnType<typeof createPopulationService>;
