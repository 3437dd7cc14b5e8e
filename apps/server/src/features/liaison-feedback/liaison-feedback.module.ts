import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createLiaisonFeedbackRepository } from './liaison-feedback.repository.ts';
import { liaisonFeedbackRoutes } from './liaison-feedback.routes.ts';
import { createLiaisonFeedbackService } from './liaison-feedback.service.ts';

export interface LiaisonFeedbackContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
}

/** Liaison 联络员 contact results on a warning. */
export const liaisonFeedbackModule = defineModule<LiaisonFeedbackContext>({
  name: 'liaison-feedback',
  register(app, context) {
    liaisonFeedbackRoutes(app, {
      liaison: createLiaisonFeedbackService({
        ...context,
        repository: createLiaisonFeedbackRepository({ db: context.db }),
      }),
    });
  },
});
