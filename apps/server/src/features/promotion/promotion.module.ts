import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { createGuardWrites, type AccountCache } from '../account/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createAdminTransferService } from './admin-transfer.service.ts';
import { createPromotionRepository } from './promotion.repository.ts';
import { promotionRoutes } from './promotion.routes.ts';
import { createPromotionService } from './promotion.service.ts';
import { createRankRepository } from './rank.repository.ts';

export interface PromotionContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** Keys a registered phone like every stored phone hash (one phone counts once city-wide). */
  personKeyOf: PersonKeyOf;
  /** Requests per minute and client on the public registration page's routes, as on the logins'. */
  loginRateLimit: number;
  /** Forgotten after a role swap or a new name, so the sessions see it on their next request. */
  accountCache: AccountCache;
}

/** 推广: promotion codes and public registration, spread users, leaderboard, my figures, transfer administrator. */
export const promotionModule = defineModule<PromotionContext>({
  name: 'promotion',
  register(app, { db, clock, operationLog, personKeyOf, loginRateLimit, accountCache }) {
    const repository = createPromotionRepository({ db });
    const guardWrites = createGuardWrites({ db });
    promotionRoutes(app, {
      promotion: createPromotionService({
        clock,
        repository,
        ranks: createRankRepository({ db }),
        operationLog,
        personKeyOf,
        guardWrites,
        accountCache,
      }),
      adminTransfers: createAdminTransferService({ db, clock, repository, operationLog, guardWrites, accountCache }),
      rateLimit: loginRateLimit,
    });
  },
});
