import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../core/jobs/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createPartnerTasks } from '../partner-task/index.ts';
import { createCooperationLapseReminders } from './cooperation-lapse-reminder.ts';
import { createCooperationRepository } from './cooperation.repository.ts';
import { cooperationRoutes } from './cooperation.routes.ts';
import { cooperationTask } from './cooperation.table.ts';
import { createCooperationService } from './cooperation.service.ts';
import { registerFileOwners } from '../file/index.ts';
import { COOPERATION_FILE_OWNERS } from './cooperation.file-owners.ts';
import { createAccessLog } from '../access-log/index.ts';
import { createCarrierAssistRepository } from './carrier-assist.repository.ts';
import { carrierAssistRoutes } from './carrier-assist.routes.ts';
import { createCarrierAssistService } from './carrier-assist.service.ts';

export interface CooperationContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** A 止付 / 冻结 about to lapse is noticed to both sides. */
  notifier: WorkNotifier;
  /** The lapse reminders are a periodic job here. */
  jobs: Jobs;
}

/**
 * Cooperation tasks 警企协作: the centre issues, partners receive, handle and feed back; lapse reminders;
 * 运营商协助 asked from a warning (a task to the carrier of the victim's number).
 */
export const cooperationModule = defineModule<CooperationContext>({
  name: 'cooperation',
  register(app, context) {
    registerFileOwners(...COOPERATION_FILE_OWNERS);
    const repository = createCooperationRepository({ db: context.db });
    const partnerTasks = createPartnerTasks({ ...context, sources: [cooperationTask] });
    const carrierAssists = createCarrierAssistRepository(context);
    const accessLog = createAccessLog(context);
    cooperationRoutes(app, {
      tasks: createCooperationService({ ...context, repository, partnerTasks, accessLog, carrierAssists }),
    });
    carrierAssistRoutes(app, { carrierAssist: createCarrierAssistService({ ...context, repository: carrierAssists }) });
    context.jobs.register(createCooperationLapseReminders({ ...context, repository }).job);
  },
});
