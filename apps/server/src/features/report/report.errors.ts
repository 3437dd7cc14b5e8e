import { ERROR_CODES, REPORT_SUBMISSION_STATES, type ReportSubmissionState } from '@afp/contract';
import { AppError } from '../../http/errors.ts';

/** Stable error codes of reports 报表. */
export const templateNotFound = () => new AppError(404, ERROR_CODES.notFound, '报表不存在');
export const submissionNotFound = () => new AppError(404, ERROR_CODES.notFound, '报表填报记录不存在');
export const periodNotFound = () => new AppError(404, ERROR_CODES.notFound, '该报表周期不存在或尚未开始');
export const reportInvalidTransition = (state: ReportSubmissionState, action: string) =>
  new AppError(409, ERROR_CODES.reportInvalidTransition, `当前状态（${REPORT_SUBMISSION_STATES[state]}）不能${action}`);
export const reportStaleVersion = () =>
  new AppError(409, ERROR_CODES.reportStaleVersion, '报表已被他人修改，请刷新后重试');
export const urgeTooSoon = (minutes: number) =>
  new AppError(409, ERROR_CODES.reportUrgeCooldown, `各未报单位${minutes}分钟内已催报过，请稍后再试`);
export const nothingToUrge = () => new AppError(409, ERROR_CODES.reportNothingToUrge, '各单位均已上报，无需催报');
