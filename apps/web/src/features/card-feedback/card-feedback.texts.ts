/** Shown when a card-feedback page opens without `?id=`. */
export const MISSING_CARD_ID = '缺少开卡记录编号';
/** Whether the guard's answer came within the check's deadline (shown beside the deadline that applied). */
export const ANSWER_TIMELINESS = { inTime: '按时反馈', late: '超时反馈' } as const;
