// The holiday calendar 节假日安排: the centre's amendments to the published calendar that working-day
// deadlines read (core/working-days.ts). Its table is for migrations only.
export { holidayCalendarModule } from './holiday-calendar.module.ts';
