import { ERROR_CODES, VERIFICATION_STATES, type VerificationState } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable errors of verification 核查 / review 复核. */
export const itemNotFound = () => new AppError(404, ERROR_CODES.notFound, '核查事项不存在');
export const invalidVerificationMove = (state: VerificationState, action: string) =>
  new AppError(
    409,
    ERROR_CODES.verificationInvalidTransition,
    `当前状态（${VERIFICATION_STATES[state]}）不能${action}`,
  );
export const staleVerification = () =>
  new AppError(409, ERROR_CODES.verificationStaleVersion, '该事项已被他人处理，请刷新后重试');
