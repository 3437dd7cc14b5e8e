// Reports 报表 (DESIGN §4.8). Module context: ReportContext = { db, clock, operationLog, verification }.
export { reportModule, type ReportContext } from './report.module.ts';
// The period rules, for the demo data.
export { periodsBetween } from './report.rules.ts';
export type { ReportTemplateRow } from './report.table.ts';
export { reportItems } from './report.work-items.ts';
// The 报表按时报送率 figure of rule statistics.
export { reportSubmissionFigure } from './report.figures.ts';
