import { describe, expect, it } from 'vitest';
import { isReportDate, reportValueProblems, type ReportField } from './report.ts';

const fields: ReportField[] = [
  { key: 'sessions', label: '宣传场次', type: 'NUMBER', required: true, max: 100, integer: true },
  { key: 'amount', label: '挽损金额', type: 'NUMBER', required: false },
  { key: 'progress', label: '进度', type: 'SELECT', required: true, options: ['已完成', '未完成'] },
  { key: 'day', label: '活动日期', type: 'DATE', required: false },
  { key: 'note', label: '说明', type: 'TEXT', required: false },
];

describe('report values against their template (web form and server alike)', () => {
  it('accepts values of the right types', () => {
    expect(reportValueProblems(fields, { sessions: 3, amount: 12.5, progress: '已完成', day: '2026-11-20' })).toEqual(
      {},
    );
  });

  it('names each field that does not fit', () => {
    expect(
      reportValueProblems(fields, {
        sessions: 101,
        amount: 1.234,
        progress: '差不多',
        day: '2026-02-30',
        note: 7,
        x: 1,
      }),
    ).toEqual({
      sessions: '宣传场次须在0至100之间',
      amount: '挽损金额最多两位小数',
      progress: '进度须为给定选项之一',
      day: '活动日期须为有效日期',
      note: '说明须为文字',
      x: '报表中没有该字段',
    });
  });

  it('refuses a fraction in a whole-number field, whatever its size', () => {
    expect(reportValueProblems(fields, { sessions: 1.5, progress: '已完成' })).toEqual({
      sessions: '宣传场次须为整数',
    });
    expect(reportValueProblems(fields, { sessions: 2, amount: 1.5, progress: '已完成' })).toEqual({});
  });

  it('asks for required fields only when handing in, not for a draft', () => {
    expect(reportValueProblems(fields, { note: '' })).toEqual({ sessions: '请填写宣传场次', progress: '请填写进度' });
    expect(reportValueProblems(fields, { note: '' }, { complete: false })).toEqual({});
  });

  it('knows real calendar dates', () => {
    expect(isReportDate('2024-02-29')).toBe(true);
    expect(isReportDate('2023-02-29')).toBe(false);
    expect(isReportDate('1999-12-31')).toBe(false);
  });
});
