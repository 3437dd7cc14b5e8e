/**
 * Codes and labels of cooperation tasks 警企协作 (DESIGN §4.9): types, states, deadlines, the lists'
 * filters. Plain values without zod, so the partner's first screen (the cooperation index) can use
 * them without loading the schema runtime; the schemas are in cooperation.ts.
 */
/** The centre asks partner banks, operators and payment companies to act. */
export const COOPERATION_TASK_TYPES = {
  STOP_PAYMENT: '止付',
  FREEZE: '冻结',
  NUMBER_SHUTDOWN: '号码关停',
  QUERY: '协查',
  ACCOUNT_RISK: '账户风控',
  CARD_CHECK: '开卡核查',
  CLUE_REPORT: '线索上报',
  PUBLICITY: '宣传任务',
  CARRIER_ASSIST: '运营商协助',
} as const;
export type CooperationTaskType = keyof typeof COOPERATION_TASK_TYPES;
/** What the centre issues from 警企协作; a 运营商协助 starts on its warning (carrier-assist.ts), not here. */
export const COOPERATION_CREATE_TYPES = Object.fromEntries(
  Object.entries(COOPERATION_TASK_TYPES).filter(([type]) => type !== 'CARRIER_ASSIST'),
) as Omit<typeof COOPERATION_TASK_TYPES, 'CARRIER_ASSIST'>;

/** 止付 and 冻结 are measures in force for a time: request → feedback → 延期 → 解除, each a step. */
export const COOPERATION_MEASURE_TYPES: readonly CooperationTaskType[] = ['STOP_PAYMENT', 'FREEZE'];
export const isMeasureType = (type: CooperationTaskType): boolean => COOPERATION_MEASURE_TYPES.includes(type);

export const COOPERATION_URGENCIES = { NORMAL: '正常', URGENT: '加急' } as const;
export type CooperationUrgency = keyof typeof COOPERATION_URGENCIES;

export const COOPERATION_TASK_STATES = {
  ISSUED: '待接收',
  RECEIVED: '已接收',
  HANDLING: '处理中',
  FED_BACK: '已反馈',
  RETURNED: '已退回',
  CLOSED: '已办结',
  WITHDRAWN: '已撤回',
} as const;
export type CooperationTaskState = keyof typeof COOPERATION_TASK_STATES;
/** States in which the partner still owes an answer: the deadline runs and overdue is possible. */
export const COOPERATION_OPEN_STATES: readonly CooperationTaskState[] = ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED'];

/**
 * Deadlines (configurable here): urgent tasks in minutes, routine ones in working days (Mon–Fri,
 * China time). The centre picks one of the offered values; the first is the default.
 */
export const COOPERATION_DEADLINES = {
  urgentMinutes: [30, 15, 60, 120],
  routineWorkingDays: [2, 1, 3],
} as const;
/** A returned feedback is due again after this (urgent minutes / routine working days). */
export const COOPERATION_REDO_DEADLINE = { urgentMinutes: 60, routineWorkingDays: 1 } as const;
/** How long a measure is in force after it is done, and what an extension adds (止付 48 h, 冻结 6 months). */
export const COOPERATION_MEASURE_HOURS: Partial<Record<CooperationTaskType, number>> = {
  STOP_PAYMENT: 48,
  FREEZE: 180 * 24,
};
/** 后补流程: after an urgent (emergency) measure the centre supplies the formal paperwork within this many hours. */
export const COOPERATION_PAPERWORK_HOURS = 24;
/** What a 延期 may add, in hours, per measure (the centre picks one; the first is the default). */
export const COOPERATION_EXTENSION_HOURS: Partial<Record<CooperationTaskType, readonly number[]>> = {
  STOP_PAYMENT: [48, 24],
  FREEZE: [180 * 24, 90 * 24, 30 * 24],
};
/** 48 小时 / 180 天: an extension's duration as people say it. */
export const extensionHoursLabel = (hours: number): string =>
  hours % 24 === 0 && hours > 48 ? `${hours / 24} 天` : `${hours} 小时`;
/** A 延期 / 解除 must be answered this long before the measure lapses (its deadline is clamped to it). */
export const COOPERATION_STEP_LAPSE_LEAD_MINUTES = 60;
/** A measure lapsing within this many hours is 即将到期: marked on both sides' lists and detail, and noticed once. */
export const COOPERATION_LAPSE_WARNING_HOURS = 24;
/** Whether a measure in force until `expiresAt` lapses within the warning hours (not yet lapsed). */
export function isMeasureLapsingSoon(expiresAt: string | null, now: number): boolean {
  if (!expiresAt) return false;
  const left = Date.parse(expiresAt) - now;
  return left >= 0 && left <= COOPERATION_LAPSE_WARNING_HOURS * 3_600_000;
}
/** Whether a measure in force until `expiresAt` has lapsed: it can no longer be extended, only issued anew. */
export const hasMeasureLapsed = (expiresAt: string | null, now: number): boolean =>
  expiresAt !== null && Date.parse(expiresAt) <= now;
/** Why a lapsed 止付 / 冻结 takes no 延期 (the server's refusal and the detail page's note). */
export const measureLapsedText = (type: CooperationTaskType): string =>
  `该${COOPERATION_TASK_TYPES[type]}已到期失效，不能再延期；如需继续${COOPERATION_TASK_TYPES[type]}，请重新下发${COOPERATION_TASK_TYPES[type]}任务`;

/** The bank's result of a 止付 / 冻结 (what its 止付冻结 system records). */
export const COOPERATION_MEASURE_RESULTS = { SUCCESS: '成功', PARTIAL: '部分成功', FAILED: '失败' } as const;
export type CooperationMeasureResult = keyof typeof COOPERATION_MEASURE_RESULTS;

export const COOPERATION_STEP_KINDS = { REQUEST: '申请', EXTENSION: '延期', RELEASE: '解除' } as const;
export type CooperationStepKind = keyof typeof COOPERATION_STEP_KINDS;
/**
 * A step waits for the bank to carry it out and feed back (PENDING), was carried out (DONE) or fell
 * with its task's withdrawal (CANCELLED): worded for the bank clerk who acts on it.
 */
export const COOPERATION_STEP_STATES = { PENDING: '待银行办理', DONE: '银行已办理', CANCELLED: '已取消' } as const;
export type CooperationStepState = keyof typeof COOPERATION_STEP_STATES;
/** The tag of a task whose step waits for the bank (待申请 read as if someone still had to apply). */
export const COOPERATION_PENDING_STEP_LABELS: Record<CooperationStepKind, string> = {
  REQUEST: '待银行执行',
  EXTENSION: '待银行延期',
  RELEASE: '待银行解除',
};

/** What the history of a task shows for each logged action (operation log `action`). */
export const COOPERATION_ACTION_LABELS: Record<string, string> = {
  'cooperation.issue': '下发任务',
  'cooperation.receive': '接收任务',
  'cooperation.start': '开始处理',
  'cooperation.feedback': '反馈结果',
  'cooperation.return': '退回重办',
  'cooperation.close': '办结',
  'cooperation.withdraw': '撤回任务',
  'cooperation.step_issue': '发起延期/解除',
  'cooperation.step_feedback': '反馈延期/解除',
  'cooperation.paperwork': '补充法律文书',
  'cooperation.lapse_reminder': '到期提醒',
};

/** The partner's list tabs: 待办 holds every task and every 延期 / 解除 that waits for the partner. */
export const COOPERATION_PARTNER_FILTERS = { TODO: '待办', FED_BACK: '已反馈', DONE: '已办结' } as const;
export type CooperationPartnerFilter = keyof typeof COOPERATION_PARTNER_FILTERS;
/** The centre's list tabs. */
export const COOPERATION_CENTRE_FILTERS = {
  ALL: '全部',
  OPEN: '办理中',
  OVERDUE: '已超时',
  FED_BACK: '待审核',
  DONE: '已办结',
} as const;
export type CooperationCentreFilter = keyof typeof COOPERATION_CENTRE_FILTERS;

export const COOPERATION_PHOTO_MAX = 9;
export const COOPERATION_BATCH_MAX = 30;
