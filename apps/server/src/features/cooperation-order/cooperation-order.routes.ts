import { COOPERATION_ORDER_ENDPOINTS as C, ORDER_TASK_ENDPOINTS as P } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRawRoute, registerRoute } from '../../core/route.ts';
import { badRequest } from '../../http/errors.ts';
import { sendXlsx } from '../file/index.ts';
import type { CooperationOrderService } from './cooperation-order.service.ts';
import type { PartnerTasks } from '../partner-task/index.ts';

/** The path id of `…/detail/{id}`: bounded like every id the contract accepts (400, never a 500). */
function pathIdOf(params: unknown): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64 || id.includes('\u0000'))
    throw badRequest('参数 id 错误', undefined, 'id');
  return id;
}

/** OA orders 工单: the centre's calls (oa) and the partner's calls of spec §7 (cooperation). */
export function cooperationOrderRoutes(
  app: FastifyInstance,
  { orders, figures }: { orders: CooperationOrderService; figures: PartnerTasks },
) {
  const oa = ['oa'] as const;
  registerRoute(app, C.partners, { access: oa, handler: ({ caller }) => orders.partners(caller) });
  registerRoute(app, C.create, {
    access: oa,
    message: '工单已下发',
    handler: ({ caller, body }) => orders.create(caller, body),
  });
  registerRoute(app, C.page, { access: oa, handler: ({ caller, query }) => orders.page(caller, query) });
  registerRoute(app, C.info, { access: oa, handler: ({ caller, query }) => orders.info(caller, query.id) });
  registerRoute(app, C.return, { access: oa, handler: ({ caller, body }) => orders.return(caller, body) });
  registerRoute(app, C.withdraw, { access: oa, handler: ({ caller, body }) => orders.withdraw(caller, body) });
  registerRoute(app, C.close, { access: oa, handler: ({ caller, body }) => orders.close(caller, body) });
  registerRoute(app, C.figures, {
    access: oa,
    handler: ({ caller, query }) => {
      orders.ensureFigures(caller);
      return figures.figures(caller, query);
    },
  });
  // The workbook itself, with the bearer token like every call (the web fetches it as a blob).
  registerRawRoute(app, C.figuresExport, {
    access: oa,
    handler: async ({ caller, query, reply }) => {
      orders.ensureFigures(caller);
      const file = await figures.exportXlsx(caller, query);
      return sendXlsx(reply, file);
    },
  });

  const partner = ['cooperation'] as const;
  registerRoute(app, P.list, { access: partner, handler: ({ caller, query }) => orders.partnerList(caller, query) });
  registerRoute(app, P.detail, {
    access: partner,
    handler: ({ caller, request }) => orders.partnerDetail(caller, pathIdOf(request.params)),
  });
  registerRoute(app, P.handle, { access: partner, handler: ({ caller, body }) => orders.handle(caller, body) });
}
