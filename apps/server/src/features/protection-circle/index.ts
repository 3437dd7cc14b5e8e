// Protection circle 守护圈 members offered as 亲友 contacts. Module context: ProtectionCircleContext = { db }.
export { protectionCircleModule, type ProtectionCircleContext } from './protection-circle.module.ts';
