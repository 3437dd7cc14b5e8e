/**
 * Codes and labels of early warnings 预警 (DESIGN §4.1): states, levels, sources, deadlines and the
 * feedback form's choices. Plain values without zod, so the web's first screen (the home's badges, the
 * tab bar) can use them without loading the schema runtime; the schemas are in early-warning.ts.
 */
/** Warning sources (DESIGN §4.1). */
export const WARNING_SOURCES = {
  ministry: '部平台',
  province: '省平台',
  city: '市平台',
  hotline96110: '96110',
  hotline12381: '12381',
  bank: '银行',
  operator: '运营商',
  app: '国家反诈APP',
} as const;
export type WarningSource = keyof typeof WARNING_SOURCES;

export const WARNING_KINDS = { phone: '电话预警', net: '网络预警', fund: '资金预警' } as const;
export type WarningKind = keyof typeof WARNING_KINDS;

/** Levels 1–4 with their colours: 特高危 red, 高 orange, 中 gold, 低 blue. */
export const WARNING_LEVELS = {
  1: { name: '特高危', color: '#b02e0c' },
  2: { name: '高', color: '#9c5200' },
  3: { name: '中', color: '#7a6300' },
  4: { name: '低', color: '#0958d9' },
} as const;
export type WarningLevel = 1 | 2 | 3 | 4;

/**
 * States of one organisation's assignment of a warning (DESIGN §4.1/§4.2). The five list tabs are
 * the first five; TRANSFERRED and MERGED end an assignment without handling it.
 */
export const ASSIGNMENT_STATES = {
  PENDING_SIGN: '待签收',
  HANDLING: '处置中',
  WAITING_SECOND_FEEDBACK: '待二次反馈',
  FED_BACK: '已反馈',
  CLOSED: '已办结',
  TRANSFERRING: '移交中',
  TRANSFERRED: '已移交',
  MERGED: '已合并',
} as const;
export type AssignmentState = keyof typeof ASSIGNMENT_STATES;
export const WARNING_TABS: AssignmentState[] = [
  'PENDING_SIGN',
  'HANDLING',
  'WAITING_SECOND_FEEDBACK',
  'FED_BACK',
  'CLOSED',
];

/**
 * Progress buckets of the centre's warning overview (warning-overview), also a filter of the list so
 * every figure opens the rows behind it. Each counts the assignments an area holds: neither handed on
 * (已移交) nor merged into another warning (已合并). 已反馈 ("visited"): the holder fed back (an interim
 * feedback included); 未反馈: not yet; 需跟进: taken up and still without a final feedback (FOLLOW_UP_STATES),
 * whether late or not; 超时未办: open past a deadline, signed or not.
 */
export const WARNING_PROGRESS = {
  held: '预警总数',
  visited: '已反馈',
  notVisited: '未反馈',
  followUp: '需跟进',
  overdue: '超时未办',
  returned: '被驳回',
  escalated: '逾期上报',
} as const;
export type WarningProgress = keyof typeof WARNING_PROGRESS;
/** States of a held assignment whose holder fed back (已反馈); the other held states are 未反馈. */
export const FED_BACK_STATES: readonly AssignmentState[] = ['WAITING_SECOND_FEEDBACK', 'FED_BACK', 'CLOSED'];
/**
 * States of a held assignment that needs following up (需跟进): signed and without a final feedback —
 * 处置中 (a 驳回 one sent back included) and 待二次反馈 (an interim feedback, the second contact due).
 */
export const FOLLOW_UP_STATES: readonly AssignmentState[] = ['HANDLING', 'WAITING_SECOND_FEEDBACK'];

/** Sign and feedback deadlines per level, minutes (DESIGN §4.1 defaults; configuration). */
export const DEFAULT_DEADLINES: Record<WarningLevel, { signMinutes: number; feedbackMinutes: number }> = {
  1: { signMinutes: 5, feedbackMinutes: 60 },
  2: { signMinutes: 5, feedbackMinutes: 60 },
  3: { signMinutes: 30, feedbackMinutes: 24 * 60 },
  4: { signMinutes: 120, feedbackMinutes: 24 * 60 },
};

export const FEEDBACK_CHANNELS = { phone: '电话', sms: '短信', visit: '见面走访' } as const;
/** One-tap contact 一键联系: the 劝阻方式 a tap on the warning detail starts (call or text the victim). */
export const CONTACT_CHANNELS = ['phone', 'sms'] as const satisfies readonly (keyof typeof FEEDBACK_CHANNELS)[];
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_TARGETS = { self: '本人', relative: '亲友' } as const;
export const NOT_CONNECTED_REASONS = ['关机', '停机', '空号', '无人接听', '拒接', '占线', '号码错误'] as const;
export const DEFRAUDED = { NO: '未被骗', YES: '已被骗', UNKNOWN: '未知' } as const;
/**
 * The centre's return visit 回访: one of five fixed outcomes. 暂时找不到 keeps the warning open for another
 * attempt (the re-contact rule); 确实找不到 is accepted only with the configured attempts on record.
 */
export const RETURN_VISIT_OUTCOMES = {
  EFFECTIVE: '有效回访',
  NOT_FOUND_YET: '暂时找不到',
  NOT_FOUND: '确实找不到',
  MISMATCH: '不符',
  DUPLICATE: '重复预警',
} as const;
export type ReturnVisitOutcome = keyof typeof RETURN_VISIT_OUTCOMES;
/**
 * The verdict 回访结论 stored with the closed assignment: every outcome that closes it, and 无效回访 of the
 * visits recorded before the five outcomes (kept as they were recorded, never offered again).
 */
export const RETURN_VISIT_VERDICTS = {
  EFFECTIVE: '有效回访',
  NOT_FOUND: '确实找不到',
  MISMATCH: '不符',
  DUPLICATE: '重复预警',
  INEFFECTIVE: '无效回访',
} as const;
export type ReturnVisitVerdict = keyof typeof RETURN_VISIT_VERDICTS;
export const DISSUASION = { SELF_DEFENDED: '自主防范', DISSUADED: '及时劝阻', FAILED: '劝阻无效' } as const;

/**
 * Early-warning results offered on early-warning-result-choose. 暂时找不到 (not reached this time) keeps the
 * warning open with the next attempt due; 确实找不到 ends it only with the configured attempts on record.
 */
export const WARNING_RESULTS = [
  '成功劝阻',
  '未被骗已提醒',
  '已被骗已报案',
  '暂时找不到',
  '确实找不到',
  '其他',
] as const;
export type WarningResult = (typeof WARNING_RESULTS)[number];
export const NOT_FOUND_YET: WarningResult = '暂时找不到';
export const NOT_FOUND: WarningResult = '确实找不到';
/** The list row of a warning waiting for its next attempt: 待再次联系（第 N 次）, N the re-contact due (the attempts on record). */
export const recontactLabel = (attemptsOnRecord: number) => `待再次联系（第 ${attemptsOnRecord} 次）`;

/** What the feedback form and the server say when a fact was not chosen (nothing is pre-selected). */
export const FEEDBACK_REQUIRED = {
  channels: '请选择劝阻方式',
  contactTarget: '请选择联系对象',
  connected: '请选择是否接通',
  defrauded: '请选择是否被骗',
  isFinal: '请选择反馈类型',
} as const;

/** The four steps of a warning's detail page: 信息预警 → 信息分发 → 反馈处置 → 预警回访. */
export const WARNING_STEPS = ['信息预警', '信息分发', '反馈处置', '预警回访'] as const;
/** What happened to a warning, one entry per step of the 处置进度 timeline, oldest first. */
export const WARNING_TIMELINE_EVENTS = {
  pushed: '预警推送',
  dispatched: '分发至单位',
  signed: '签收',
  transferRequested: '申请移交',
  transferApproved: '移交审核通过',
  transferRefused: '移交审核未通过',
  transferApprovalEscalated: '移交审核逾期上报',
  transferAccepted: '移交已接收',
  transferRejected: '移交被拒绝',
  transferWithdrawn: '移交已撤回',
  fedBack: '反馈',
  firstFedBack: '反馈（需二次反馈）',
  feedbackRejected: '反馈被驳回',
  closed: '回访办结',
  unreachable: '暂时找不到',
  returnVisitUnreachable: '回访暂时找不到',
  recontactDue: '到时再次联系',
  merged: '重复预警合并',
  escalated: '逾期上报',
  visitChecklist: '上门核查',
  contactedByPhone: '电话联系',
  contactedBySms: '短信联系',
  carrierAssistAsked: '请运营商协助',
  carrierAssistAnswered: '运营商答复',
} as const;
export type WarningTimelineEvent = keyof typeof WARNING_TIMELINE_EVENTS;
