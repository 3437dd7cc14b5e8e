import { ERROR_CODES, MAIL_RECEIPT_STATES, MAIL_STATES, type MailReceiptState, type MailState } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable error codes of official mail. */
export const mailNotFound = () => new AppError(404, ERROR_CODES.notFound, '公文不存在');
export const receiptNotFound = () => new AppError(404, ERROR_CODES.notFound, '公文不存在');
export const receiptInvalidTransition = (state: MailReceiptState, action: string) =>
  new AppError(409, ERROR_CODES.mailInvalidTransition, `当前状态（${MAIL_RECEIPT_STATES[state]}）不能${action}`);
export const mailInvalidTransition = (state: MailState, action: string) =>
  new AppError(409, ERROR_CODES.mailInvalidTransition, `公文${MAIL_STATES[state]}，不能${action}`);
export const mailStaleVersion = () => new AppError(409, ERROR_CODES.mailStaleVersion, '公文已被他人处理，请刷新后重试');
export const urgeTooSoon = (minutes: number) =>
  new AppError(409, ERROR_CODES.mailUrgeCooldown, `催办过于频繁，请${minutes}分钟后再试`);
