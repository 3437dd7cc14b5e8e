import {
  formatChinaDateTime,
  REPORT_STANDINGS,
  type ReportField,
  type ReportSummary,
  type ReportSummaryRow,
} from '@afp/contract';
import { streamedSheet, type XlsxFile } from '../file/index.ts';

const XLSX_SHEET = '汇总';

/** 按时 / 逾期上报 / 逾期未报 / — of a row. */
export const timelinessText = (row: Pick<ReportSummaryRow, 'isLate' | 'isOverdue' | 'standing'>): string =>
  row.isLate
    ? '逾期上报'
    : row.isOverdue
      ? '逾期未报'
      : row.standing === 'NONE' || row.standing === 'DRAFT'
        ? '—'
        : '按时';

/** A period's summary as an .xlsx: a row per organisation with every field in the template's order, totals and counts. */
export function summaryWorkbook(summary: ReportSummary): XlsxFile {
  const { fields } = summary.template;
  const numberFields = fields.filter((field) => field.type === 'NUMBER');
  const cellsOf = (of: (field: ReportField) => number | string | null) =>
    Object.fromEntries(fields.map((field) => [`f_${field.key}`, of(field)]));
  const { counts } = summary;
  return streamedSheet({
    name: XLSX_SHEET,
    fileName: `${summary.template.name}_${summary.period.key}.xlsx`,
    columns: [
      { header: '填报单位', key: 'org', width: 20 },
      { header: '上级单位', key: 'parent', width: 14 },
      { header: '状态', key: 'standing', width: 10 },
      { header: '上报时间', key: 'submittedAt', width: 18 },
      { header: '时效', key: 'timeliness', width: 10 },
      ...fields.map((field) => ({
        header: field.type === 'NUMBER' && field.unit ? `${field.label}（${field.unit}）` : field.label,
        key: `f_${field.key}`,
        width: field.type === 'TEXT' ? 40 : 14,
      })),
    ],
    rows: summary.rows.map((row) => ({
      org: row.orgName,
      parent: row.parentName,
      standing: REPORT_STANDINGS[row.standing],
      submittedAt: row.submittedAt ? formatChinaDateTime(new Date(row.submittedAt)) : '',
      timeliness: timelinessText(row),
      ...cellsOf((field) => (field.type === 'NUMBER' ? row.numbers[field.key] : row.texts[field.key]) ?? null),
    })),
    // Only the number fields add up; the total row leaves the others blank.
    total: {
      org: '合计',
      ...Object.fromEntries(numberFields.map((field) => [`f_${field.key}`, summary.totals[field.key] ?? 0])),
    },
    note: `${summary.template.name}（${summary.period.label}）：应报${counts.target}，已报${counts.handedIn}，逾期上报${counts.late}，未报${counts.missing}`,
  });
}
