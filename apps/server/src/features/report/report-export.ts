import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REPORT_STANDINGS, type ReportSummary, type ReportSummaryRow } from '@afp/contract';
import { formatChinaTime } from '../../core/china-time.ts';

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

/**
 * A period's summary as an .xlsx, written by exceljs' streaming writer straight into the answer:
 * each row is committed as it is written, so memory does not grow with the organisations.
 */
export function summaryWorkbook(summary: ReportSummary): { stream: Readable; fileName: string } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(XLSX_SHEET);
  const numberFields = summary.template.fields.filter((field) => field.type === 'NUMBER');
  sheet.columns = [
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
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of summary.rows)
    sheet
      .addRow({
        org: row.orgName,
        parent: row.parentName,
        standing: REPORT_STANDINGS[row.standing],
        submittedAt: row.submittedAt ? formatChinaTime(new Date(row.submittedAt)) : '',
        timeliness: timelinessText(row),
        ...Object.fromEntries(numberFields.map((field) => [`n_${field.key}`, row.numbers[field.key] ?? null])),
      })
      .commit();
  const total = sheet.addRow({
    org: '合计',
    ...Object.fromEntries(numberFields.map((field) => [`n_${field.key}`, summary.totals[field.key] ?? 0])),
  });
  total.font = { bold: true };
  total.commit();
  sheet.addRow([]).commit();
  const { counts } = summary;
  sheet
    .addRow([
      `${summary.template.name}（${summary.period.label}）：应报${counts.target}，已报${counts.handedIn}，逾期上报${counts.late}，未报${counts.missing}`,
    ])
    .commit();
  sheet.commit();
  // Not awaited: the writer fills the stream while the reply sends it.
  void workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return { stream, fileName: `${summary.template.name}_${summary.period.key}.xlsx` };
}
