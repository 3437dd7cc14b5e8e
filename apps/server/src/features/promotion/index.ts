// Promotion 推广 (DESIGN §4.6): promotion QR codes and public resident registration, spread users,
// the leaderboard, the guard's figures and profile, transfer administrator.
// Module context: PromotionContext = { db, clock, operationLog, personKeyOf, loginRateLimit, accountCache }.
export { promotionModule, type PromotionContext } from './promotion.module.ts';
export { adminTransfer, promotionCode, spreadUser, type SpreadUserRow } from './promotion.table.ts';
export { registrationsFigure } from './promotion.figures.ts';
