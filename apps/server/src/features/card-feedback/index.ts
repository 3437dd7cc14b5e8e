// Card-opening feedback 开卡码反馈. Module context: CardFeedbackContext = { db, clock, operationLog, loginRateLimit }.
export { cardFeedbackModule, type CardFeedbackContext } from './card-feedback.module.ts';
