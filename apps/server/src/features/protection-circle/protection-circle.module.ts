import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createCircleRepository } from './protection-circle.repository.ts';
import { protectionCircleRoutes } from './protection-circle.routes.ts';
import { createProtectionCircleService } from './protection-circle.service.ts';

export interface ProtectionCircleContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** Keys an invited phone, to refuse the owner as a member of his own circle. */
  personKeyOf: PersonKeyOf;
  /** Requests per minute and client on the invitation link's routes (no login), as on the logins'. */
  loginRateLimit: number;
}

/** 守护圈: circles of gullible persons, members with consent, 劝阻, and 亲友 contacts of a warning. */
export const protectionCircleModule = defineModule<ProtectionCircleContext>({
  name: 'protection-circle',
  register(app, { db, clock, operationLog, personKeyOf, loginRateLimit }) {
    const repository = createCircleRepository({ db });
    const accessLog = createAccessLog({ db, clock });
    protectionCircleRoutes(app, {
      circles: createProtectionCircleService({ db, clock, repository, operationLog, accessLog, personKeyOf }),
      rateLimit: loginRateLimit,
    });
  },
});
