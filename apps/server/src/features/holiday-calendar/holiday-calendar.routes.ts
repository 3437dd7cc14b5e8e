import { HOLIDAY_CALENDAR_ENDPOINTS as H } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { HolidayCalendarService } from './holiday-calendar.service.ts';

/** The centre's oa staff keep the calendar (the service refuses other organisations). */
export function holidayCalendarRoutes(app: FastifyInstance, { calendar }: { calendar: HolidayCalendarService }) {
  const access = ['oa'] as const;
  registerRoute(app, H.list, { access, handler: ({ caller, query }) => calendar.list(caller, query) });
  registerRoute(app, H.add, { access, handler: ({ caller, body }) => calendar.add(caller, body) });
  registerRoute(app, H.remove, { access, handler: ({ caller, body }) => calendar.remove(caller, body.day) });
}
