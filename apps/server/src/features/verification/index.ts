// Verification 核查 and review 复核 (DESIGN §4.8). Module context: VerificationContext = { db, clock, verification }.
// Other features use `AppContext.verification` (one `createVerification` per app): in their module's
// `register`, `verification.verifiableKinds.register({ kind, onReviewed, onRefused, describe })`; in
// their transaction, `verification.submitForVerification(tx, …)` on submit and resubmit.
export { verificationModule, type VerificationContext } from './verification.module.ts';
export {
  createVerification,
  type SettlementInput,
  type SubmissionInput,
  type Verification,
} from './verification.desk.ts';
export type { SubjectDescription, VerifiableKindHooks, VerificationActor } from './verification.registry.ts';
export { verificationItem, type VerificationItemRow } from './verification.table.ts';
export { coveringGroup } from './verification.rules.ts';
