import {
  chinaDayOf,
  ORDER_ATTACHMENT_MAX,
  ORDER_DEADLINE_BOUNDS,
  ORDER_DEADLINE_DEFAULTS,
  ORDER_TASK_OPEN_STATES,
  type BodyOf,
  type COOPERATION_ORDER_ENDPOINTS,
  type ORDER_TASK_ENDPOINTS,
  type OrderTaskState,
  type OrderType,
  type OrderUrgency,
} from '@afp/contract';
import { countdownText } from '../partner-task';

export type OrderCreateBody = BodyOf<typeof COOPERATION_ORDER_ENDPOINTS.create>;
export type OrderTaskHandleBody = BodyOf<typeof ORDER_TASK_ENDPOINTS.handle>;

/** 剩余 [d天 ]hh:mm:ss until the partner's answer is due, or 已超时 …; nothing once answered. */
export const orderDeadlineLabel = (task: { state: OrderTaskState; deadlineAt: string }, now: number): string | null =>
  countdownText(orderDueAtOf(task), now, true);

/** When the partner's answer is due: while the task is open, else none. */
export const orderDueAtOf = (task: { state: OrderTaskState; deadlineAt: string }): string | null =>
  ORDER_TASK_OPEN_STATES.includes(task.state) ? task.deadlineAt : null;

/** The centre's order form as a draft holds it. */
export interface OrderForm {
  title: string;
  type: OrderType | null;
  content: string;
  urgency: OrderUrgency;
  deadlineMinutes: number;
  deadlineWorkingDays: number;
  targetOrgIds: string[];
  attachments: string[];
}
export const EMPTY_ORDER_FORM: OrderForm = {
  title: '',
  type: null,
  content: '',
  urgency: 'NORMAL',
  deadlineMinutes: ORDER_DEADLINE_DEFAULTS.urgentMinutes,
  deadlineWorkingDays: ORDER_DEADLINE_DEFAULTS.normalWorkingDays,
  targetOrgIds: [],
  attachments: [],
};
export type OrderFormProblems = Partial<Record<keyof OrderForm, string>>;

const within = (value: number, bounds: { min: number; max: number }) =>
  Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

/** The form's checks before sending (the server checks the same again). */
export function checkOrderForm(form: OrderForm): { body?: OrderCreateBody; problems: OrderFormProblems } {
  const problems: OrderFormProblems = {};
  if (!form.title.trim()) problems.title = '请填写工单标题';
  if (!form.type) problems.type = '请选择工单类型';
  if (!form.content.trim()) problems.content = '请填写工单内容';
  if (form.targetOrgIds.length === 0) problems.targetOrgIds = '请选择接收单位';
  if (form.attachments.length > ORDER_ATTACHMENT_MAX) problems.attachments = `附件最多${ORDER_ATTACHMENT_MAX}个`;
  if (form.urgency === 'URGENT' && !within(form.deadlineMinutes, ORDER_DEADLINE_BOUNDS.urgentMinutes))
    problems.deadlineMinutes = `加急时限须为${ORDER_DEADLINE_BOUNDS.urgentMinutes.min}–${ORDER_DEADLINE_BOUNDS.urgentMinutes.max}分钟`;
  if (form.urgency === 'NORMAL' && !within(form.deadlineWorkingDays, ORDER_DEADLINE_BOUNDS.normalWorkingDays))
    problems.deadlineWorkingDays = `时限须为${ORDER_DEADLINE_BOUNDS.normalWorkingDays.min}–${ORDER_DEADLINE_BOUNDS.normalWorkingDays.max}个工作日`;
  if (Object.keys(problems).length > 0 || !form.type) return { problems };
  return {
    problems,
    body: {
      title: form.title.trim(),
      type: form.type,
      content: form.content.trim(),
      urgency: form.urgency,
      ...(form.urgency === 'URGENT'
        ? { deadlineMinutes: form.deadlineMinutes }
        : { deadlineWorkingDays: form.deadlineWorkingDays }),
      targetOrgIds: form.targetOrgIds,
      attachments: form.attachments,
    },
  };
}

/** The partner's feedback form as a draft holds it. */
export interface HandleForm {
  answer: string;
  /** `YYYY-MM-DDTHH:mm` local time, or empty. */
  doneAt: string;
  attachments: string[];
}
export const EMPTY_HANDLE_FORM: HandleForm = { answer: '', doneAt: '', attachments: [] };
export type HandleProblems = Partial<Record<'answer' | 'doneAt', string>>;

/** Types whose feedback says when it was done (止付/冻结, 号码关停). */
export const needsDoneAt = (type: OrderType): boolean =>
  type === 'STOP_PAYMENT' || type === 'FREEZE' || type === 'NUMBER_SHUTDOWN';

/** Answer words the form asks for, by type (DESIGN §4.9 / issue 10). */
export const answerHintOf = (type: OrderType): string => {
  switch (type) {
    case 'STOP_PAYMENT':
    case 'FREEZE':
      return '请填写账户、止付/冻结金额及处置情况';
    case 'NUMBER_SHUTDOWN':
      return '请填写关停号码及处置情况';
    case 'QUERY':
      return '请填写协查结果';
    case 'ACCOUNT_RISK':
      return '请填写采取的风控措施及账户情况';
    case 'CARD_CHECK':
      return '请填写开卡核查结果';
    case 'CLUE_REPORT':
      return '请填写线索核查情况';
    case 'PUBLICITY':
      return '请填写宣传开展情况';
  }
};

/** The feedback to send, or the problems of its fields: the answer, and the time done where the type needs it. */
export function checkHandleForm(
  task: { id: string; version: number; type: OrderType },
  form: HandleForm,
  now: number,
): { body?: OrderTaskHandleBody; problems: HandleProblems } {
  const problems: HandleProblems = {};
  if (!form.answer.trim()) problems.answer = '请填写处理结果';
  const doneAt = form.doneAt ? new Date(form.doneAt) : null;
  if (needsDoneAt(task.type) && !doneAt) problems.doneAt = '请填写完成时间';
  else if (doneAt && Number.isNaN(doneAt.getTime())) problems.doneAt = '完成时间无效';
  else if (doneAt && doneAt.getTime() > now + 60_000) problems.doneAt = '完成时间不能晚于当前时间';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    problems,
    body: {
      id: task.id,
      version: task.version,
      action: 'FEEDBACK',
      answer: form.answer.trim(),
      ...(doneAt ? { doneAt: doneAt.toISOString() } : {}),
      attachments: form.attachments,
    },
  };
}

/** Figures' date ranges (China days): the last N days up to today. */
export function rangeOfDays(days: number, now: number): { from: string; to: string } {
  return { from: chinaDayOf(now - (days - 1) * 86_400_000), to: chinaDayOf(now) };
}

/** Minutes as people read them: 45分钟, 2.5小时, 1.2天. */
export function minutesText(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${Math.round(minutes * 10) / 10}分钟`;
  if (minutes < 24 * 60) return `${Math.round((minutes / 60) * 10) / 10}小时`;
  return `${Math.round((minutes / 1440) * 10) / 10}天`;
}
export const rateText = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);
