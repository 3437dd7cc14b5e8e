import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { streamedSheet } from './xlsx-export.ts';

/** Every cell of the written sheet, row by row, as exceljs reads it back. */
async function cellsOf(file: ReturnType<typeof streamedSheet>): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(file.stream)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('streamedSheet', () => {
  it('writes texts that would start a formula as text (quote prefix), numbers as numbers', async () => {
    const rows = await cellsOf(
      streamedSheet({
        name: '汇总',
        fileName: 'x.xlsx',
        columns: [
          { header: '=HYPERLINK("http://evil.example","点我")', key: 'name' },
          { header: '@SUM(1+1)', key: 'figure' },
        ],
        rows: [
          { name: '+cmd|"/c calc"!A1', figure: -5 },
          { name: '-1+2', figure: 3 },
          { name: '\tTAB', figure: 0 },
          { name: '\rCR', figure: -0.5 },
          { name: '湖滨街道', figure: 1 },
        ],
        total: { name: '@合计', figure: -1.5 },
        note: '=1+1（第1周）',
      }),
    );
    expect(rows).toEqual([
      [`'=HYPERLINK("http://evil.example","点我")`, "'@SUM(1+1)"],
      [`'+cmd|"/c calc"!A1`, -5],
      ["'-1+2", 3],
      ["'\tTAB", 0],
      // XML reads a carriage return back as a line feed.
      [expect.stringMatching(/^'\nCR$/), -0.5],
      ['湖滨街道', 1],
      ["'@合计", -1.5],
      ["'=1+1（第1周）"],
    ]);
  });
});
