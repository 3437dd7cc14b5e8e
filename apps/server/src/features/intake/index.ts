// Upstream warning intake. Module context: IntakeContext = { db, clock, operationLog, events, notifier, loginRateLimit }.
export { intakeModule, type IntakeContext } from './intake.module.ts';
export { putUpstreamIntakeKey } from './intake-key.ts';
export { registerIntakeKeyRoutes, type IntakeClientOf } from './intake-client-auth.ts';
