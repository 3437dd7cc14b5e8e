import { PEOPLE_CONTROL_ENDPOINTS as P } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { ControlledPersonService } from './controlled-person.service.ts';
import type { PeopleControlService } from './people-control.service.ts';

/** People control 重点人员管控 (DESIGN §4.3): guards visit, station admins and centre staff review and decide. */
export function peopleControlRoutes(
  app: FastifyInstance,
  { control, persons }: { control: PeopleControlService; persons: ControlledPersonService },
) {
  const access = ['guard', 'oa'] as const;
  registerRoute(app, P.page, { access, handler: ({ caller, query }) => control.page(caller, query) });
  registerRoute(app, P.digest, { access, handler: ({ caller, query }) => control.digest(caller, query) });
  registerRoute(app, P.info, { access, handler: ({ caller, query }) => persons.info(caller, query.id) });
  registerRoute(app, P.visit, { access: ['guard'], handler: ({ caller, body }) => control.recordVisit(caller, body) });
  registerRoute(app, P.visitPage, { access, handler: ({ caller, query }) => control.visitPage(caller, query) });
  registerRoute(app, P.approve, { access, handler: ({ caller, body }) => control.approve(caller, body) });
  registerRoute(app, P.return, { access, handler: ({ caller, body }) => control.return(caller, body) });
  registerRoute(app, P.level, { access, handler: ({ caller, body }) => persons.level(caller, body) });
  registerRoute(app, P.lost, { access, handler: ({ caller, body }) => persons.lost(caller, body) });
  registerRoute(app, P.restore, { access, handler: ({ caller, body }) => persons.restore(caller, body) });
  registerRoute(app, P.release, { access, handler: ({ caller, body }) => persons.release(caller, body) });
}
