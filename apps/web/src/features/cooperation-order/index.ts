import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** OA orders 工单 (centre pages) and the partner's order tasks (shown inside the cooperation pages). */
export const cooperationOrderFeature: Feature = {
  name: 'cooperation-order',
  routes: [
    { path: PATHS.cooperationOrders, page: () => import('./pages/order-list.page') },
    { path: PATHS.cooperationOrderCreate, page: () => import('./pages/order-create.page') },
    { path: PATHS.cooperationOrderDetail, page: () => import('./pages/order-detail.page') },
    { path: PATHS.cooperationFigures, page: () => import('./pages/response-figures.page') },
  ],
};

/** The partner's order tasks: a 工单 segment of /pages/cooperation/index, and detail/handle by `?orderTaskId=`. */
export { OrderTaskSection } from './components/order-task-section';
export { OrderTaskDetail } from './components/order-task-detail';
export { OrderTaskHandle } from './components/order-task-handle';
export { OrderOverdueBadge } from './components/order-overdue-badge';
