/** Shown when a card-feedback page opens without `?id=`. */
export const MISSING_CARD_ID = '缺少开卡记录编号';
