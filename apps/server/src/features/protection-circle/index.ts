// Protection circle 守护圈: circles, members with consent, 劝阻, 亲友 contacts, alerts on new warnings.
// Module context: ProtectionCircleContext = { db, clock, operationLog, personKeyOf }.
export { protectionCircleModule, type ProtectionCircleContext } from './protection-circle.module.ts';
export { createCircleAlerts, type CircleAlerts, type NewWarningOnPerson } from './circle-alerts.ts';
export { createCircleRepository } from './protection-circle.repository.ts';
