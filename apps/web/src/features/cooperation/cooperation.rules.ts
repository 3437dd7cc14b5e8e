import {
  COOPERATION_CREATE_TYPES,
  COOPERATION_MEASURE_RESULTS,
  type CarrierAssistOutcome,
  COOPERATION_OPEN_STATES,
  COOPERATION_TASK_TYPES,
  isMeasureType,
  parseChinaDateTime,
  type CooperationCreateBody,
  type CooperationHandleBody,
  type CooperationMeasureResult,
  type CooperationStep,
  type CooperationTask,
  type CooperationTaskType,
  type CooperationUrgency,
} from '@afp/contract';
import { countdownText, spanText } from '../partner-task';
import type { CooperationStepHandleBody } from './api/cooperation.mutations';

/** When the partner's next answer is due: its open task's, or the waiting 延期 / 解除's; none once answered. */
export const dueAtOf = (
  task: Pick<CooperationTask, 'state' | 'deadlineAt'> & Partial<Pick<CooperationTask, 'pendingStepDeadlineAt'>>,
): string | null =>
  task.pendingStepDeadlineAt ?? (COOPERATION_OPEN_STATES.includes(task.state) ? task.deadlineAt : null);

/** 剩余 [d天] hh:mm:ss until the partner's answer is due, or 已超时; nothing once answered. */
export function deadlineLabel(
  task: Pick<CooperationTask, 'state' | 'deadlineAt'> & Partial<Pick<CooperationTask, 'pendingStepDeadlineAt'>>,
  now: number,
): string | null {
  return countdownText(dueAtOf(task), now);
}

/** How long a measure (止付/冻结) stays in force: 有效期剩余 …, or 已到期. */
export function expiryLabel(expiresAt: string | null, now: number): string | null {
  if (!expiresAt) return null;
  const left = Math.floor((Date.parse(expiresAt) - now) / 1000);
  return left < 0 ? '措施已到期' : `有效期剩余 ${spanText(left)}`;
}

/** The handle form as the page keeps it (a draft): strings as typed, photos as storage keys. */
export interface HandleForm {
  account: string;
  /** 止付/冻结: 户名, 开户行, 余额, the result (with its reason unless a success), 案件编号, 文书号. */
  accountName: string;
  bankName: string;
  balance: string;
  result: CooperationMeasureResult | null;
  resultReason: string;
  caseNumber: string;
  documentNumber: string;
  amount: string;
  number: string;
  /** `YYYY-MM-DDTHH:mm` local time (datetime-local input). */
  doneAt: string;
  answer: string;
  /** 运营商协助: done or cannot (the note is `content`). */
  assistOutcome: CarrierAssistOutcome | null;
  content: string;
  photos: string[];
}
export const EMPTY_HANDLE_FORM: HandleForm = {
  account: '',
  accountName: '',
  bankName: '',
  balance: '',
  result: null,
  resultReason: '',
  caseNumber: '',
  documentNumber: '',
  amount: '',
  number: '',
  doneAt: '',
  answer: '',
  assistOutcome: null,
  content: '',
  photos: [],
};
export type HandleProblems = Partial<Record<keyof HandleForm, string>>;

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
/** A typed `datetime-local` value is China time, whatever the phone's zone. */
const toIso = (local: string) => parseChinaDateTime(local)?.toISOString() ?? null;

/** The done-at time as sent, or why it cannot be: missing (named by `what`), or in the future. */
function doneAtOf(local: string, what: string, now: number): { doneAt?: string; problem?: string } {
  const doneAt = local ? toIso(local) : null;
  if (!doneAt) return { problem: `请填写${what}时间` };
  if (Date.parse(doneAt) > now + 5 * 60_000) return { problem: '办理时间不能晚于当前时间' };
  return { doneAt };
}

/** Which fields the type needs (the server checks the same). */
export const handleFieldsOf = (type: CooperationTaskType) => ({
  measure: isMeasureType(type),
  shutdown: type === 'NUMBER_SHUTDOWN',
  query: type === 'QUERY',
  assist: type === 'CARRIER_ASSIST',
});

/** The body to send, or what is missing, for a task of `type`. */
export function checkHandleForm(
  task: { id: string; version: number; type: CooperationTaskType },
  form: HandleForm,
  now: number,
): { body?: CooperationHandleBody; problems: HandleProblems } {
  const problems: HandleProblems = {};
  const need = handleFieldsOf(task.type);
  const name = COOPERATION_TASK_TYPES[task.type];
  const done = doneAtOf(form.doneAt, name, now);
  if (need.measure) {
    if (!form.account.trim()) problems.account = '请填写账户';
    if (!form.accountName.trim()) problems.accountName = '请填写户名';
    if (!form.bankName.trim()) problems.bankName = '请填写开户行';
    if (!MONEY.test(form.amount.trim())) problems.amount = `请填写${name}金额（最多两位小数）`;
    if (form.balance.trim() && !MONEY.test(form.balance.trim())) problems.balance = '余额最多两位小数';
    if (!form.result) problems.result = `请选择${name}结果`;
    else if (form.result !== 'SUCCESS' && !form.resultReason.trim())
      problems.resultReason = `请填写${name}${COOPERATION_MEASURE_RESULTS[form.result]}的原因`;
  }
  if (need.shutdown && !form.number.trim()) problems.number = '请填写关停号码';
  if ((need.measure || need.shutdown) && done.problem) problems.doneAt = done.problem;
  if (need.query && !form.answer.trim()) problems.answer = '请填写协查结果';
  if (need.assist && !form.assistOutcome) problems.assistOutcome = '请选择协助结果';
  if (need.assist && !form.content.trim())
    problems.content = form.assistOutcome === 'CANNOT' ? '请填写无法协助的原因' : '请填写协助情况';
  else if (!need.measure && !need.shutdown && !need.query && !form.content.trim()) problems.content = '请填写处理情况';
  if (Object.keys(problems).length > 0) return { problems };
  const text = (value: string) => value.trim() || undefined;
  return {
    problems,
    body: {
      id: task.id,
      version: task.version,
      type: task.type,
      account: need.measure ? text(form.account) : undefined,
      accountName: need.measure ? text(form.accountName) : undefined,
      bankName: need.measure ? text(form.bankName) : undefined,
      amount: need.measure ? text(form.amount) : undefined,
      balance: need.measure ? text(form.balance) : undefined,
      result: need.measure ? (form.result ?? undefined) : undefined,
      resultReason: need.measure && form.result !== 'SUCCESS' ? text(form.resultReason) : undefined,
      caseNumber: need.measure ? text(form.caseNumber) : undefined,
      documentNumber: need.measure ? text(form.documentNumber) : undefined,
      number: need.shutdown ? text(form.number) : undefined,
      doneAt: need.measure || need.shutdown ? done.doneAt : undefined,
      answer: need.query ? text(form.answer) : undefined,
      assistOutcome: need.assist ? (form.assistOutcome ?? undefined) : undefined,
      content: text(form.content),
      photos: form.photos,
    },
  };
}

/** The partner's answer to a 延期 / 解除 step as a draft: done-at required, amount and content optional. */
export const EMPTY_STEP_FORM = { doneAt: '', amount: '', content: '', photos: [] as string[] };
export type StepForm = typeof EMPTY_STEP_FORM;
export type StepProblems = Partial<Record<'doneAt' | 'amount', string>>;

/** The step answer to send, or the problems of its fields; `kind` names the step (延期 …). */
export function checkStepForm(
  task: { id: string },
  step: Pick<CooperationStep, 'id' | 'version'>,
  kind: string,
  form: StepForm,
  now: number,
): { body?: CooperationStepHandleBody; problems: StepProblems } {
  const problems: StepProblems = {};
  const done = doneAtOf(form.doneAt, kind, now);
  if (done.problem) problems.doneAt = done.problem;
  const amount = form.amount.trim();
  if (amount && !MONEY.test(amount)) problems.amount = '金额最多两位小数';
  if (!done.doneAt || Object.keys(problems).length > 0) return { problems };
  return {
    problems,
    body: {
      taskId: task.id,
      stepId: step.id,
      version: step.version,
      doneAt: done.doneAt,
      amount: amount || undefined,
      content: form.content.trim() || undefined,
      photos: form.photos,
    },
  };
}

/** The centre's create form as a draft. */
export interface CreateForm {
  partnerOrgIds: string[];
  type: keyof typeof COOPERATION_CREATE_TYPES | null;
  urgency: CooperationUrgency;
  deadlineMinutes: number | null;
  deadlineWorkingDays: number | null;
  title: string;
  content: string;
  subjectAccount: string;
  subjectNumber: string;
  requestedAmount: string;
  photos: string[];
}
export const EMPTY_CREATE_FORM: CreateForm = {
  partnerOrgIds: [],
  type: null,
  urgency: 'NORMAL',
  deadlineMinutes: null,
  deadlineWorkingDays: null,
  title: '',
  content: '',
  subjectAccount: '',
  subjectNumber: '',
  requestedAmount: '',
  photos: [],
};
export type CreateProblems = Partial<Record<keyof CreateForm, string>>;

export function checkCreateForm(form: CreateForm): { body?: CooperationCreateBody; problems: CreateProblems } {
  const problems: CreateProblems = {};
  if (form.partnerOrgIds.length === 0) problems.partnerOrgIds = '请选择合作单位';
  if (!form.type) problems.type = '请选择任务类型';
  if (!form.title.trim()) problems.title = '请填写任务标题';
  if (!form.content.trim()) problems.content = '请填写任务内容';
  const measure = form.type !== null && isMeasureType(form.type);
  if (measure && !form.subjectAccount.trim()) problems.subjectAccount = '请填写涉案账户';
  if (form.type === 'NUMBER_SHUTDOWN' && !form.subjectNumber.trim()) problems.subjectNumber = '请填写需关停的号码';
  if (measure && form.requestedAmount.trim() && !MONEY.test(form.requestedAmount.trim()))
    problems.requestedAmount = '金额最多两位小数';
  if (Object.keys(problems).length > 0 || !form.type) return { problems };
  const text = (value: string) => value.trim() || undefined;
  return {
    problems,
    body: {
      partnerOrgIds: form.partnerOrgIds,
      type: form.type,
      urgency: form.urgency,
      title: form.title.trim(),
      content: form.content.trim(),
      subjectAccount: measure ? text(form.subjectAccount) : undefined,
      subjectNumber: form.type === 'NUMBER_SHUTDOWN' ? text(form.subjectNumber) : undefined,
      requestedAmount: measure ? text(form.requestedAmount) : undefined,
      deadlineMinutes: form.urgency === 'URGENT' ? (form.deadlineMinutes ?? undefined) : undefined,
      deadlineWorkingDays: form.urgency === 'NORMAL' ? (form.deadlineWorkingDays ?? undefined) : undefined,
      photos: form.photos,
    },
  };
}
