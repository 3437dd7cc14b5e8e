import {
  chinaPeriodOf,
  ORG_LEVEL,
  PAGE_TOTAL_CAP,
  PROMOTION_CODE_LENGTH,
  RANK_DAILY_CAP,
  RANK_METRICS,
  RANK_TOP,
  keysOf,
  type MyPromotionCode,
  type MyPromotionStats,
  type PageQuery,
  type PromotionLanding,
  type RankBoard,
  type RankQuery,
  type SpreadRegisterBody,
  type SpreadUserCounts,
} from '@afp/contract';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import { maskName, maskPhone, type PersonKeyOf } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import { forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { AccountCache, GuardWrites } from '../account/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { communityNotFound, promotionCodeNotFound } from './promotion.errors.ts';
import { presentRankRow, presentSpreadUser } from './promotion.presenter.ts';
import type { GuardOfCode, PromotionRepository } from './promotion.repository.ts';
import { rankAreaOf, rankUnitOf } from './promotion.rules.ts';
import type { RankRepository } from './rank.repository.ts';

export interface PromotionServiceDeps {
  clock: Clock;
  repository: PromotionRepository;
  ranks: RankRepository;
  operationLog: OperationLog;
  personKeyOf: PersonKeyOf;
  guardWrites: GuardWrites;
  accountCache: AccountCache;
}

/** A random code of PROMOTION_CODE_LENGTH URL-safe characters. */
const newCode = () => randomBytes(16).toString('base64url').slice(0, PROMOTION_CODE_LENGTH);

/** The path of the street or station (level 3) holding `path`, or `path` itself above that level. */
export function areaPathOf(path: string, level: number): string {
  if (level <= ORG_LEVEL.station) return path;
  const ids = path.split('/').filter(Boolean).slice(0, ORG_LEVEL.station);
  return `/${ids.join('/')}/`;
}

export function createPromotionService(deps: PromotionServiceDeps) {
  const { clock, repository, ranks, operationLog, personKeyOf, guardWrites, accountCache } = deps;
  const ownGuard = (caller: Principal) => {
    if (caller.loginType !== 'guard') throw forbidden('仅卫士可用');
    return caller;
  };
  const guardOf = async (code: string): Promise<GuardOfCode> => {
    const guard = await repository.guardOfCode(code);
    if (!guard) throw promotionCodeNotFound();
    return guard;
  };

  return {
    /** My promotion code: created on first use, the same ever after. */
    async myCode(caller: Principal): Promise<MyPromotionCode> {
      const guard = ownGuard(caller);
      const existing = await repository.codeOf(guard.id);
      const code = existing?.code ?? (await repository.ensureCode(guard.id, newCode(), clock.now()));
      return { code, guardName: guard.name, orgName: guard.orgName };
    },

    /** What the public page shows for a code: the guard's masked name, organisation, communities of the area. */
    async landing(code: string): Promise<PromotionLanding> {
      const guard = await guardOf(code);
      const communities = await repository.communitiesIn(areaPathOf(guard.orgPath, guard.orgLevel));
      return {
        guardName: maskName(guard.name),
        orgName: guard.orgName,
        communities: communities.map(({ id, name }) => ({ id, name })),
      };
    },

    /**
     * A resident registers through a guard's code: stored masked with the phone's keyed hash;
     * a phone counted anywhere in the city before is recorded but not counted again.
     */
    async register(body: SpreadRegisterBody): Promise<{ registered: true }> {
      const guard = await guardOf(body.code);
      const area = areaPathOf(guard.orgPath, guard.orgLevel);
      const community = await repository.orgById(body.communityId);
      if (!community || !community.path.startsWith(area)) throw communityNotFound();
      const id = newId();
      const { counted } = await repository.insertSpreadUser({
        id,
        guardId: guard.id,
        orgId: community.id,
        orgPath: community.path,
        guardOrgPath: guard.orgPath,
        nameMasked: maskName(body.name),
        phoneMasked: maskPhone(body.phone),
        phoneKey: personKeyOf({ name: '', phone: body.phone }),
        createdAt: clock.now(),
      });
      await operationLog.record({
        actorType: 'resident',
        actorId: id,
        orgId: community.id,
        action: 'spread_register',
        entityType: 'spread_user',
        entityId: id,
        toState: counted ? 'COUNTED' : 'DUPLICATE',
        remark: `经卫士推广码登记${counted ? '' : '（号码已登记，不重复计数）'}`,
      });
      return { registered: true };
    },

    async spreadPage(caller: Principal, query: PageQuery) {
      const guard = ownGuard(caller);
      return keysetPage(
        query,
        async ({ after, limit, count }) => ({
          rows: await repository.spreadPage(guard.id, after, limit),
          counted: count ? Math.min(await repository.spreadCount(guard.id), PAGE_TOTAL_CAP + 1) : undefined,
        }),
        {
          positionOf: (row) => ({ micros: row.micros, id: row.row.id }),
          present: (pageRows) => pageRows.map(presentSpreadUser),
        },
      );
    },

    async spreadCounts(caller: Principal): Promise<SpreadUserCounts> {
      const guard = ownGuard(caller);
      const now = clock.now();
      return repository.spreadCounts(guard.id, chinaPeriodOf(now, 'day').from, chinaPeriodOf(now, 'month').from);
    },

    /** The leaderboard of the caller's area (`rankAreaOf`) for the current China-time period. */
    async rank(caller: Principal, query: RankQuery): Promise<RankBoard> {
      const { from, to } = chinaPeriodOf(clock.now(), query.period);
      const dailyCap = RANK_DAILY_CAP[query.metric];
      const rows = await ranks.board({
        ...query,
        from,
        to,
        dailyCap,
        scope: rankAreaOf(query.by, caller),
        mine: { guardId: caller.loginType === 'guard' ? caller.id : undefined, orgPath: caller.orgPath },
        top: RANK_TOP,
      });
      const mine = rows.find((row) => row.isMine);
      return {
        ...query,
        unit: rankUnitOf(query),
        from: from.toISOString(),
        to: to.toISOString(),
        dailyCap,
        rows: rows.filter((row) => row.position <= RANK_TOP).map(presentRankRow),
        mine: mine ? presentRankRow(mine) : null,
        metrics: keysOf(RANK_METRICS),
      };
    },

    /** My figures of this China-time month for the 我的 tab. */
    async myStats(caller: Principal): Promise<MyPromotionStats> {
      const guard = ownGuard(caller);
      const { from, to } = chinaPeriodOf(clock.now(), 'month');
      return ranks.guardFigures(guard.id, from, to);
    },

    /** The guard's own name; area and street follow the organisation. */
    async saveProfile(caller: Principal, name: string): Promise<null> {
      const guard = ownGuard(caller);
      if (name !== guard.name) {
        await guardWrites.rename(guard.id, name);
        accountCache.forget('guard', guard.id);
        await operationLog.record({
          actorType: 'guard',
          actorId: guard.id,
          orgId: guard.orgId,
          action: 'guard_profile',
          entityType: 'guard_user',
          entityId: guard.id,
          remark: '修改个人资料（姓名）',
        });
      }
      return null;
    },
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;
