import { ERROR_CODES } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable errors of gullible groups: one 404 for missing and out-of-scope, so ids leak nothing. */
export const gullibleNotFound = () => new AppError(404, ERROR_CODES.notFound, '人员不存在');
export const behaviorNotFound = () => new AppError(404, ERROR_CODES.notFound, '行为记录不存在');
export const staleGullible = () =>
  new AppError(409, ERROR_CODES.gullibleStaleVersion, '数据已被他人修改，请刷新后重试');
