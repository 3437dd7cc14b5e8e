import { formatChinaDateTime, ERROR_CODES } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable errors of preaching: one 404 for missing and out-of-scope, so ids leak nothing. */
export const appointmentNotFound = () => new AppError(404, ERROR_CODES.notFound, '宣讲预约不存在');
export const invalidPreachMove = (from: string, action: string) =>
  new AppError(409, ERROR_CODES.preachInvalidTransition, `当前状态（${from}）不能执行该操作（${action}）`);
export const stalePreach = () => new AppError(409, ERROR_CODES.preachStaleVersion, '数据已被他人修改，请刷新后重试');
export const doubleBooked = () =>
  new AppError(409, ERROR_CODES.preachDoubleBooked, '该卫士在前后两小时内已有宣讲安排，不能重复预约');
export const notStarted = (startsAt: Date) =>
  new AppError(
    409,
    ERROR_CODES.preachNotStarted,
    `宣讲尚未开始（${formatChinaDateTime(startsAt)}），宣讲开始后才能完成`,
  );
export const codeNotFound = () => new AppError(404, ERROR_CODES.notFound, '二维码无效或已失效');
/** One answer for an unknown reference and a wrong phone alike: the pair is the key, neither half is confirmed. */
export const bookingNotFound = () =>
  new AppError(404, ERROR_CODES.notFound, '未查询到该预约，请核对预约编号和联系电话');
