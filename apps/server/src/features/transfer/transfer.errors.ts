import { ERROR_CODES, MAX_TRANSFER_HOPS } from '@afp/contract';
import { AppError, forbidden } from '../../http/errors.ts';

/** Stable error codes of the transfer feature. */
export const transferNotFound = () => new AppError(404, ERROR_CODES.notFound, '移交记录不存在');
export const hopLimitReached = () =>
  new AppError(
    409,
    ERROR_CODES.transferHopLimit,
    `该预警已移交${MAX_TRANSFER_HOPS}次，不能再移交，请联系市反诈中心指派`,
  );
export const transferDecided = () => new AppError(409, ERROR_CODES.invalidTransition, '该移交已处理，不能重复操作');
/** 移交审核: only oa staff of the receiving district or the centre decide, and never on their own request. */
export const approvalNotYours = () => forbidden('仅接收方分局或市反诈中心可审核该移交');
export const ownTransferApproval = () => forbidden('不能审核本人提交的移交');
