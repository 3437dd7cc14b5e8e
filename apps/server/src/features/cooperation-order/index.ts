// OA orders 工单 (DESIGN §4.9) and response-time figures. Module context: CooperationOrderContext = { db, clock, operationLog, notifier }.
export { cooperationOrderModule, type CooperationOrderContext } from './cooperation-order.module.ts';
