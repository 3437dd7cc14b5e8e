/**
 * China time is the contract's (`@afp/contract` china-time, one clock for both apps) and working
 * days are core/working-days.ts: import those. This re-export only serves the importers not yet
 * moved to them (rule statistics' rules, promotion's route test, partner-task's deadlines).
 */
export {
  chinaDateParts,
  chinaMidnight,
  chinaPeriodOf,
  formatChinaDateTime as formatChinaTime,
  type ChinaPeriod,
} from '@afp/contract';
export { addWorkingDays, isWorkingDay } from './working-days.ts';
