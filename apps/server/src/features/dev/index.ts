// Development-only routes (SMS inbox); absent in production. Context: DevContext ({ latestSms }).
export { devModule, type DevContext } from './dev.module.ts';
