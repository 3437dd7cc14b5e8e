import { lazy } from 'react';
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
// The partner's 工单 segment of the cooperation index, loaded when it is chosen (not on the first screen).
export const OrderTaskSection = lazy(() =>
  import('./components/order-task-section').then((module) => ({ default: module.OrderTaskSection })),
);
export { OrderTaskDetail } from './components/order-task-detail';
export { OrderTaskHandle } from './components/order-task-handle';
export { OrderOverdueBadge } from './components/order-overdue-badge';
