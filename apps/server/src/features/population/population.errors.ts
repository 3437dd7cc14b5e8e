import { ERROR_CODES } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable error codes of the resident population feature. */
export const residentNotFound = () => new AppError(404, ERROR_CODES.notFound, '居民不存在');
export const residentStale = () =>
  new AppError(409, ERROR_CODES.residentStaleVersion, '居民信息已被他人修改，请刷新后重试');
