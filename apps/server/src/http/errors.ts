import { ERROR_CODES, type ErrorCode } from '@afp/contract';

/**
 * An error meant for the caller: HTTP status, stable code, Chinese message. `cause` carries
 * internal detail for the log only; it never reaches the response.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    message: string,
    options?: { cause?: unknown; field?: string },
  ) {
    super(message, options);
    this.field = options?.field;
  }
  /** The request field the error is about, so the form can show it under that input. */
  readonly field: string | undefined;
}

export const badRequest = (message: string, errorCode: ErrorCode = ERROR_CODES.validation, field?: string) =>
  new AppError(400, errorCode, message, { field });
export const unauthenticated = (message = '请先登录') => new AppError(401, ERROR_CODES.unauthenticated, message);
export const sessionExpired = () => new AppError(401, ERROR_CODES.sessionExpired, '登录过期');
export const sessionRevoked = () =>
  new AppError(402, ERROR_CODES.sessionRevoked, '账号已在别处退出或被停用，请重新登录');
export const forbidden = (message = '无权访问') => new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = '记录不存在') => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message = '数据已被他人修改，请刷新后重试') =>
  new AppError(409, ERROR_CODES.conflict, message);
/** The answer to any call over its rate limit (the limiter's own 429 and ours alike). */
export const RATE_LIMITED_MESSAGE = '操作过于频繁，请稍后再试';
export const tooManyRequests = (message: string, errorCode: ErrorCode = ERROR_CODES.rateLimited) =>
  new AppError(429, errorCode, message);
