import { ERROR_CODES } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable errors of assignments, whichever feature acts on them (early warnings, transfers, liaison, circles). */
export const invalidTransition = (from: string, action: string) =>
  new AppError(409, ERROR_CODES.invalidTransition, `当前状态（${from}）不能执行该操作（${action}）`);
export const staleVersion = () => new AppError(409, ERROR_CODES.staleVersion, '预警已被他人处理，请刷新后重试');
/** 确实找不到 refused: the re-contact rule wants `required` attempts on record first. */
export const attemptsRequired = (onRecord: number, required: number) =>
  new AppError(
    409,
    ERROR_CODES.attemptsRequired,
    `确实找不到须先有 ${required} 次暂时找不到的联系记录（已记录 ${onRecord} 次），请按时再次联系`,
  );
export const warningNotFound = () => new AppError(404, ERROR_CODES.notFound, '预警不存在');
