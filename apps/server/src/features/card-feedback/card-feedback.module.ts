import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createCardFeedbackRepository } from './card-feedback.repository.ts';
import { cardFeedbackRoutes } from './card-feedback.routes.ts';
import { createCardFeedbackService } from './card-feedback.service.ts';

export interface CardFeedbackContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** Wrong intake keys per IP per minute on the outlets' intake, like the logins. */
  loginRateLimit: number;
}

/** Card-opening feedback 开卡码反馈: outlets' intake, assign, feedback, review, partners' read. */
export const cardFeedbackModule = defineModule<CardFeedbackContext>({
  name: 'card-feedback',
  register: (app, context) =>
    cardFeedbackRoutes(app, {
      db: context.db,
      rateLimit: context.loginRateLimit,
      cards: createCardFeedbackService({
        ...context,
        repository: createCardFeedbackRepository({ db: context.db }),
        accessLog: createAccessLog({ db: context.db, clock: context.clock }),
      }),
    }),
});
