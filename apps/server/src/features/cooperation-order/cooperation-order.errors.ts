import { ERROR_CODES, ORDER_TASK_STATES, type OrderTaskState } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable error codes of OA orders 工单. */
export const orderNotFound = () => new AppError(404, ERROR_CODES.notFound, '工单不存在');
export const orderTaskNotFound = () => new AppError(404, ERROR_CODES.notFound, '工单任务不存在');
export const orderTaskInvalidTransition = (state: OrderTaskState, action: string) =>
  new AppError(
    409,
    ERROR_CODES.orderTaskInvalidTransition,
    `当前状态（${ORDER_TASK_STATES[state]}）不能执行该操作（${action}）`,
  );
export const orderTaskStaleVersion = () =>
  new AppError(409, ERROR_CODES.orderTaskStaleVersion, '工单任务已被他人处理，请刷新后重试');
