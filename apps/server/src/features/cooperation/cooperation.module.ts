import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../core/jobs/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createCooperationLapseReminders } from './cooperation-lapse-reminder.ts';
import { createCooperationRepository } from './cooperation.repository.ts';
import { cooperationRoutes } from './cooperation.routes.ts';
import { createCooperationService } from './cooperation.service.ts';

export interface CooperationContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** A 止付 / 冻结 about to lapse is noticed to both sides. */
  notifier: WorkNotifier;
  /** The lapse reminders are a periodic job here. */
  jobs: Jobs;
}

/** Cooperation tasks 警企协作: the centre issues, partners receive, handle and feed back; lapse reminders. */
export const cooperationModule = defineModule<CooperationContext>({
  name: 'cooperation',
  register(app, context) {
    const repository = createCooperationRepository({ db: context.db });
    cooperationRoutes(app, { tasks: createCooperationService({ ...context, repository }) });
    context.jobs.register(createCooperationLapseReminders({ ...context, repository }).job);
  },
});
