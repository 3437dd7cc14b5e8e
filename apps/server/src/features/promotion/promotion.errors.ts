import { ADMIN_TRANSFER_STATES, ERROR_CODES, type AdminTransferState } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable errors of promotion and transfer administrator. */
export const promotionCodeNotFound = () => new AppError(404, ERROR_CODES.notFound, '二维码无效或已失效');
export const communityNotFound = () => new AppError(404, ERROR_CODES.notFound, '社区不存在');
export const adminTransferNotFound = () => new AppError(404, ERROR_CODES.notFound, '转让记录不存在');
export const memberNotFound = () => new AppError(404, ERROR_CODES.notFound, '成员不存在或不可接任管理员');
export const notTeamAdmin = () => new AppError(403, ERROR_CODES.forbidden, '只有队伍管理员可以转让管理员');
export const adminTransferOpen = () =>
  new AppError(409, ERROR_CODES.adminTransferInvalidTransition, '已有待确认的转让，请先撤销');
export const adminTransferInvalid = (state: AdminTransferState, label: string) =>
  new AppError(409, ERROR_CODES.adminTransferInvalidTransition, `转让${ADMIN_TRANSFER_STATES[state]}，不能${label}`);
export const adminTransferStale = () =>
  new AppError(409, ERROR_CODES.adminTransferStaleVersion, '转让已被处理，请刷新后重试');
