import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file.rules.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook being written into its stream, and the name it is downloaded as. */
export interface XlsxFile {
  stream: Readable;
  fileName: string;
}

/** OWASP's formula starters: such a text turns into a live formula once edited or saved as CSV. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as written: a text that would start a formula is prefixed with a single quote (OWASP),
 * so names and labels typed by users stay text; numbers, negative ones too, stay numbers.
 */
const neutralisedCell = <T>(value: T): T | string =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;

const neutralisedRow = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, neutralisedCell(value)]));

const neutralisedColumn = (column: Partial<ExcelJS.Column>): Partial<ExcelJS.Column> =>
  column.header === undefined
    ? column
    : {
        ...column,
        header: Array.isArray(column.header) ? column.header.map(neutralisedCell) : neutralisedCell(column.header),
      };

/**
 * One sheet as an .xlsx, written by exceljs' streaming writer straight into the answer: the header
 * row in bold, each row committed as it is written (memory does not grow with the rows), then the
 * total row in bold, an empty row and the note. Every text cell is neutralised (`neutralisedCell`).
 */
export function streamedSheet(sheet: {
  name: string;
  fileName: string;
  columns: Partial<ExcelJS.Column>[];
  rows: Iterable<Record<string, unknown>>;
  total?: Record<string, unknown>;
  note: string;
}): XlsxFile {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const writer = workbook.addWorksheet(sheet.name);
  writer.columns = sheet.columns.map(neutralisedColumn);
  writer.getRow(1).font = { bold: true };
  for (const row of sheet.rows) writer.addRow(neutralisedRow(row)).commit();
  if (sheet.total) {
    const total = writer.addRow(neutralisedRow(sheet.total));
    total.font = { bold: true };
    total.commit();
  }
  writer.addRow([]).commit();
  writer.addRow([neutralisedCell(sheet.note)]).commit();
  writer.commit();
  // Not awaited: the writer fills the stream while the reply sends it.
  void workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return { stream, fileName: sheet.fileName };
}

/** Sends a workbook as a download, never cached (it is fetched with the bearer token as a blob). */
export const sendXlsx = (reply: FastifyReply, file: XlsxFile) =>
  reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', contentDisposition(file.fileName, false))
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
