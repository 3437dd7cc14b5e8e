import { ERROR_CODES } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable errors of publicity: one 404 for missing and out-of-scope, so ids leak nothing. */
export const contentNotFound = () => new AppError(404, ERROR_CODES.notFound, '宣传内容不存在');
export const recordNotFound = () => new AppError(404, ERROR_CODES.notFound, '宣防记录不存在');
export const typicalCaseNotFound = () => new AppError(404, ERROR_CODES.notFound, '典型案例不存在');
export const caseNotFound = () => new AppError(404, ERROR_CODES.notFound, '一案一宣任务不存在');
export const caseSourceNotFound = () => new AppError(404, ERROR_CODES.notFound, '未找到已处置且有损失的预警');
export const invalidPublicityMove = (from: string, action: string) =>
  new AppError(409, ERROR_CODES.publicityInvalidTransition, `当前状态（${from}）不能执行该操作（${action}）`);
export const stalePublicity = () =>
  new AppError(409, ERROR_CODES.publicityStaleVersion, '数据已被他人修改，请刷新后重试');
