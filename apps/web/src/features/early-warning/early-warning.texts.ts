/** Shown when a page that works on one warning is opened without its id (a stale or hand-typed link). */
export const MISSING_WARNING_ID = '缺少预警编号';
