import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { loggableError } from '../../http/loggable-error.ts';
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
  /** The period of the lapse reminder job (shared with the overdue escalation); undefined = not started. */
  escalationIntervalMs?: number;
}

/** Cooperation tasks 警企协作: the centre issues, partners receive, handle and feed back; lapse reminders. */
export const cooperationModule = defineModule<CooperationContext>({
  name: 'cooperation',
  register(app, context) {
    const repository = createCooperationRepository({ db: context.db });
    cooperationRoutes(app, { tasks: createCooperationService({ ...context, repository }) });
    if (context.escalationIntervalMs) {
      const reminders = createCooperationLapseReminders({
        ...context,
        repository,
        onError: (error) => app.log.error({ err: loggableError(error, app.log) }, 'cooperation lapse reminders failed'),
      });
      reminders.start(context.escalationIntervalMs);
      app.addHook('onClose', async () => reminders.stop());
    }
  },
});
