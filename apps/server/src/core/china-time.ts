/**
 * The server's China time is the contract's (one clock for both apps, `@afp/contract` china-time);
 * working days come from the holiday calendar (core/working-days.ts).
 */
export {
  chinaDateParts,
  chinaMidnight,
  chinaPeriodOf,
  formatChinaDateTime as formatChinaTime,
  type ChinaPeriod,
} from '@afp/contract';
export { addWorkingDays, isWorkingDay } from './working-days.ts';
