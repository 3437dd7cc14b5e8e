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

/**
 * One sheet as an .xlsx, written by exceljs' streaming writer straight into the answer: the header
 * row in bold, each row committed as it is written (memory does not grow with the rows), then the
 * total row in bold, an empty row and the note.
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
  writer.columns = sheet.columns;
  writer.getRow(1).font = { bold: true };
  for (const row of sheet.rows) writer.addRow(row).commit();
  if (sheet.total) {
    const total = writer.addRow(sheet.total);
    total.font = { bold: true };
    total.commit();
  }
  writer.addRow([]).commit();
  writer.addRow([sheet.note]).commit();
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
