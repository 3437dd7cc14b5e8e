import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../access-log/access-log.service.ts';
import type { OperationLog } from '../operation-log/operation-log.service.ts';
import { protectionCircleRoutes } from '../protection-circle/protection-circle.routes.ts';
import { createProtectionCircleService } from '../protection-circle/protection-circle.service.ts';
import { createEarlyWarningHandlingService } from './early-warning-handling.service.ts';
import { createEarlyWarningStatisticsRepository } from './early-warning-statistics.repository.ts';
import { createEarlyWarningStatisticsService } from './early-warning-statistics.service.ts';
import { createEarlyWarningRepository } from './early-warning.repository.ts';
import { earlyWarningReviewRoutes } from './early-warning-review.routes.ts';
import { createEarlyWarningReviewService } from './early-warning-review.service.ts';
import { earlyWarningRoutes } from './early-warning.routes.ts';
import { createEarlyWarningService } from './early-warning.service.ts';
import { createFraudTypeDictionary } from './fraud-type.dictionary.ts';
import { createWarningFeedbackRepository } from './warning-feedback.repository.ts';

/** Wires the early-warning feature (list, detail, handling, statistics, dictionary, protection circle). */
export function earlyWarningFeature(
  app: FastifyInstance,
  { db, clock, operationLog }: { db: Db; clock: Clock; operationLog: OperationLog },
) {
  const repository = createEarlyWarningRepository({ db });
  const feedbacks = createWarningFeedbackRepository({ db });
  const fraudTypes = createFraudTypeDictionary({ db, clock });
  const accessLog = createAccessLog({ db, clock });
  const earlyWarnings = createEarlyWarningService({
    repository,
    feedbacks,
    fraudTypes,
    accessLog,
    clock,
    changes: operationLog,
  });
  earlyWarningRoutes(app, {
    earlyWarnings,
    handling: createEarlyWarningHandlingService({ db, repository, feedbacks, operationLog, clock }),
    statistics: createEarlyWarningStatisticsService({
      repository: createEarlyWarningStatisticsRepository({ db }),
      fraudTypes,
      clock,
      changes: operationLog,
    }),
    fraudTypes,
  });
  earlyWarningReviewRoutes(app, {
    review: createEarlyWarningReviewService({ db, repository, operationLog, clock }),
  });
  protectionCircleRoutes(app, {
    circles: createProtectionCircleService({ db, findVisible: earlyWarnings.findVisible }),
  });
  return { repository, earlyWarnings, accessLog, fraudTypes };
}
