import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import type { WarningEvents } from '../early-warning/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { CircleAlerts } from '../protection-circle/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createIntakeRepository } from './intake.repository.ts';
import { intakeRoutes } from './intake.routes.ts';
import { createIntakeService } from './intake.service.ts';

export interface IntakeContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** The warning event bus: a new warning is announced to its organisation's open streams. */
  events: WarningEvents;
  notifier: WorkNotifier;
  /** Alerts the protection circle of the warning's person (optional: absent, nobody is alerted). */
  circleAlerts?: CircleAlerts;
  log?: FastifyBaseLogger;
  /** Keys the victim as a person (同一人员预警, duplicates). */
  personKeyOf: PersonKeyOf;
  /** Wrong intake keys per IP per minute, like the logins. */
  loginRateLimit: number;
}

/** Upstream warning intake with its own key, idempotent on (source, upstream number). */
export const intakeModule = defineModule<IntakeContext>({
  name: 'intake',
  register: (app, context) =>
    intakeRoutes(app, {
      db: context.db,
      rateLimit: context.loginRateLimit,
      intake: createIntakeService({ ...context, repository: createIntakeRepository({ db: context.db }) }),
    }),
});
