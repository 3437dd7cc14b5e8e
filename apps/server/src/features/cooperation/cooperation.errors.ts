import {
  COOPERATION_TASK_STATES,
  ERROR_CODES,
  measureLapsedText,
  type CooperationTaskState,
  type CooperationTaskType,
} from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable error codes of cooperation tasks. */
export const cooperationTaskNotFound = () => new AppError(404, ERROR_CODES.notFound, '协作任务不存在');
export const cooperationInvalidTransition = (state: CooperationTaskState, action: string) =>
  new AppError(
    409,
    ERROR_CODES.cooperationInvalidTransition,
    `当前状态（${COOPERATION_TASK_STATES[state]}）不能执行该操作（${action}）`,
  );
export const cooperationStepInvalid = (message: string) =>
  new AppError(409, ERROR_CODES.cooperationInvalidTransition, message);
export const cooperationStaleVersion = () =>
  new AppError(409, ERROR_CODES.cooperationStaleVersion, '协作任务已被他人处理，请刷新后重试');
/** A 延期 of a measure that already lapsed: the bank holds nothing to extend any more. */
export const cooperationMeasureLapsed = (type: CooperationTaskType) =>
  new AppError(409, ERROR_CODES.cooperationMeasureLapsed, measureLapsedText(type));
/** 运营商协助 refused on the warning's state (closed, no failed contact, no carrier, already asked). */
export const carrierAssistRefused = (message: string) =>
  new AppError(409, ERROR_CODES.cooperationInvalidTransition, message);
