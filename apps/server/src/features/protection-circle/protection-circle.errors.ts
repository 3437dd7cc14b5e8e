import { ERROR_CODES } from '@afp/contract';
import { AppError, badRequest } from '../../http/errors.ts';

export const circleNotFound = () => new AppError(404, ERROR_CODES.notFound, '守护圈不存在');
export const memberNotFound = () => new AppError(404, ERROR_CODES.notFound, '守护圈成员不存在');
export const invitationNotFound = () => new AppError(404, ERROR_CODES.notFound, '邀请链接无效或已失效');
export const invalidMemberMove = (from: string, action: string) =>
  new AppError(409, ERROR_CODES.circleInvalidTransition, `当前状态（${from}）不能执行该操作（${action}）`);
export const staleMember = () => new AppError(409, ERROR_CODES.circleStaleVersion, '数据已被他人修改，请刷新后重试');
export const memberExists = () =>
  new AppError(409, ERROR_CODES.circleMemberExists, '该手机号已在守护圈中（待接受或已加入）');
export const ownerAsMember = () =>
  badRequest('圈主本人不能加入自己的守护圈，请填写亲友的手机号', ERROR_CODES.circleOwnerAsMember, 'phone');
