// Liaison 联络员 contact results on a warning. Module context: LiaisonFeedbackContext = { db, clock, operationLog }.
export { liaisonFeedbackModule, type LiaisonFeedbackContext } from './liaison-feedback.module.ts';
