import { CARD_RECORD_STATES, ERROR_CODES, type CardRecordState } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable error codes of card-opening feedback. */
export const cardRecordNotFound = () => new AppError(404, ERROR_CODES.notFound, '开卡记录不存在');
export const cardInvalidTransition = (state: CardRecordState, action: string) =>
  new AppError(
    409,
    ERROR_CODES.cardFeedbackInvalidTransition,
    `当前状态（${CARD_RECORD_STATES[state]}）不能执行该操作（${action}）`,
  );
export const cardStaleVersion = () =>
  new AppError(409, ERROR_CODES.cardFeedbackStaleVersion, '开卡记录已被他人处理，请刷新后重试');
