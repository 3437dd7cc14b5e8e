import { ERROR_CODES } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable errors of people control: one 404 for missing and out-of-scope, so ids leak nothing. */
export const personNotFound = () => new AppError(404, ERROR_CODES.notFound, '管控人员不存在');
export const taskNotFound = () => new AppError(404, ERROR_CODES.notFound, '管控任务不存在');
export const invalidControlMove = (from: string, action: string) =>
  new AppError(409, ERROR_CODES.controlInvalidTransition, `当前状态（${from}）不能执行该操作（${action}）`);
export const staleControl = () => new AppError(409, ERROR_CODES.controlStaleVersion, '数据已被他人修改，请刷新后重试');
