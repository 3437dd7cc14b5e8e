import type { Clock } from '../../clock.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createHolidayCalendarRepository } from './holiday-calendar.repository.ts';
import { holidayCalendarRoutes } from './holiday-calendar.routes.ts';
import { createHolidayCalendarService } from './holiday-calendar.service.ts';

export interface HolidayCalendarContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  bus: ClusterBus;
}

/** The holiday calendar 节假日安排: the centre's amendments, installed for every deadline before serving. */
export const holidayCalendarModule = defineModule<HolidayCalendarContext>({
  name: 'holiday-calendar',
  async register(app, { db, clock, operationLog, bus }) {
    const calendar = createHolidayCalendarService({
      db,
      clock,
      repository: createHolidayCalendarRepository({ db }),
      operationLog,
      bus,
    });
    await calendar.reload();
    holidayCalendarRoutes(app, { calendar });
  },
});
