import { REPORT_STANDINGS, type ReportSummary, type ReportSummaryRow } from '@afp/contract';
import { formatChinaTime } from '../../core/china-time.ts';
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

/** A period's summary as an .xlsx: a row per organisation, the number fields' totals and the counts. */
export function summaryWorkbook(summary: ReportSummary): XlsxFile {
  const numberFields = summary.template.fields.filter((field) => field.type === 'NUMBER');
  const numbers = (of: (key: string) => number | null) =>
    Object.fromEntries(numberFields.map((field) => [`n_${field.key}`, of(field.key)]));
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
      ...numberFields.map((field) => ({
        header: field.unit ? `${field.label}（${field.unit}）` : field.label,
        key: `n_${field.key}`,
        width: 14,
      })),
    ],
    rows: summary.rows.map((row) => ({
      org: row.orgName,
      parent: row.parentName,
      standing: REPORT_STANDINGS[row.standing],
      submittedAt: row.submittedAt ? formatChinaTime(new Date(row.submittedAt)) : '',
      timeliness: timelinessText(row),
      ...numbers((key) => row.numbers[key] ?? null),
    })),
    total: { org: '合计', ...numbers((key) => summary.totals[key] ?? 0) },
    note: `${summary.template.name}（${summary.period.label}）：应报${counts.target}，已报${counts.handedIn}，逾期上报${counts.late}，未报${counts.missing}`,
  });
}
