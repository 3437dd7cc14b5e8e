import type { Clock } from '../../clock.ts';
import type { Lifecycle } from '../../core/lifecycle.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../core/jobs/index.ts';
import type { RecontactPolicy } from '../../core/assignment/index.ts';
import { createAccessLog } from '../access-log/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { earlyWarningReviewRoutes } from './early-warning-review.routes.ts';
import { createEarlyWarningReviewService } from './early-warning-review.service.ts';
import { createEarlyWarningHandlingService } from './early-warning-handling.service.ts';
import { createEarlyWarningStatisticsRepository } from './early-warning-statistics.repository.ts';
import { createEarlyWarningStatisticsService } from './early-warning-statistics.service.ts';
import { createEarlyWarningRepository } from './early-warning.repository.ts';
import { earlyWarningRoutes } from './early-warning.routes.ts';
import { createEarlyWarningService } from './early-warning.service.ts';
import { createEscalation } from './escalation.ts';
import { createRecontactReminders } from './recontact-reminder.ts';
import type { FraudTypeDictionary } from './fraud-type.dictionary.ts';
import type { WarningEvents } from './warning-events.ts';
import type { HandledWarnings } from './handled-warnings.ts';
import { createWarningContactService } from './warning-contact.service.ts';
import { createWarningFeedbackRepository } from './warning-feedback.repository.ts';
import { warningStreamRoutes } from './warning-stream.routes.ts';
import { createWarningOverviewRepository } from './warning-overview.repository.ts';
import { warningOverviewRoutes } from './warning-overview.routes.ts';
import { createWarningOverviewService } from './warning-overview.service.ts';
import { registerFileOwners } from '../file/index.ts';
import { WARNING_FEEDBACK_FILES } from './early-warning.file-owners.ts';

/** What the early-warning module needs from app.ts. */
export interface EarlyWarningContext {
  db: Db;
  /** Open streams are counted and told to reconnect when the process stops. */
  lifecycle: Lifecycle;
  clock: Clock;
  operationLog: OperationLog;
  /** The warning event bus, shared with intake and transfer (they publish, the stream here subscribes). */
  events: WarningEvents;
  /** Work notices of the overdue escalation and the re-contact reminders. */
  notifier: WorkNotifier;
  /** The one fraud-type dictionary cache, shared with the information query so both name types alike. */
  fraudTypes: FraudTypeDictionary;
  /** Listeners of recorded feedbacks (other features register; run in the feedback's transaction). */
  handledWarnings?: HandledWarnings;
  /** The overdue escalation and the re-contact reminders are periodic jobs here. */
  jobs: Jobs;
  /** The re-contact rule of victims not reached (RECONTACT_SCHEDULE, RECONTACT_ATTEMPTS). */
  recontact: RecontactPolicy;
}

/**
 * Early warnings: the scoped list, detail, statistics, sign/feedback/sync-handle, 驳回 and 回访,
 * the fraud-type dictionary, the live stream, the overdue escalation job and the centre's overview 预警总览.
 */
export const earlyWarningModule = defineModule<EarlyWarningContext>({
  name: 'early-warning',
  register(
    app,
    { db, lifecycle, clock, operationLog, events, notifier, fraudTypes, handledWarnings, jobs, recontact },
  ) {
    registerFileOwners(WARNING_FEEDBACK_FILES);
    const repository = createEarlyWarningRepository({ db });
    const feedbacks = createWarningFeedbackRepository({ db });
    const statisticsRepository = createEarlyWarningStatisticsRepository({ db });
    earlyWarningRoutes(app, {
      earlyWarnings: createEarlyWarningService({
        db,
        repository,
        feedbacks,
        fraudTypes,
        accessLog: createAccessLog({ db, clock }),
        clock,
        changes: operationLog,
        recontact,
      }),
      handling: createEarlyWarningHandlingService({
        db,
        repository,
        feedbacks,
        operationLog,
        clock,
        recontact,
        handled: handledWarnings,
        events,
      }),
      statistics: createEarlyWarningStatisticsService({
        repository: statisticsRepository,
        fraudTypes,
        clock,
        changes: operationLog,
      }),
      contacts: createWarningContactService({ db, operationLog, clock }),
      fraudTypes,
    });
    earlyWarningReviewRoutes(app, {
      review: createEarlyWarningReviewService({ db, repository, operationLog, clock, recontact }),
    });
    warningStreamRoutes(app, { events, lifecycle });
    warningOverviewRoutes(app, {
      overview: createWarningOverviewService({
        repository: createWarningOverviewRepository({ db }),
        childOrgs: (parentId) => statisticsRepository.childOrgs(parentId),
        fraudTypes,
        clock,
      }),
    });

    jobs.register(createEscalation({ db, clock, notifier, operationLog, events }).job);
    jobs.register(createRecontactReminders({ db, clock, notifier, operationLog }).job);
  },
});
