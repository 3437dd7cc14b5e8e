import { describe, expect, it } from 'vitest';
import type { ReportField } from '@afp/contract';
import {
  checkReportForm,
  formValuesOf,
  laggardsOf,
  summaryByGroup,
  timelinessOf,
  typedProblemsOf,
  valueText,
} from './report.rules';

const fields: ReportField[] = [
  { key: 'sessions', label: '宣传场次', type: 'NUMBER', required: true, unit: '场', max: 100, integer: true },
  { key: 'progress', label: '进度', type: 'SELECT', required: true, options: ['已完成', '未完成'] },
  { key: 'note', label: '说明', type: 'TEXT', required: false },
];
const ref = { templateId: 'rt-weekly', periodKey: '2026-11-09', version: 2 };

describe('the report fill-in form', () => {
  it('sends numbers as numbers and leaves empty fields out', () => {
    expect(checkReportForm(ref, fields, { sessions: ' 12 ', progress: '已完成', note: '' })).toEqual({
      body: { ...ref, values: { sessions: 12, progress: '已完成' } },
      problems: null,
    });
  });

  it('shows the shared rules’ problems at their fields', () => {
    expect(checkReportForm(ref, fields, { sessions: '十二', progress: '' }).problems).toEqual({
      sessions: '宣传场次须为数字',
      progress: '请填写进度',
    });
    expect(checkReportForm(ref, fields, { sessions: '101', progress: '已完成' }).problems).toEqual({
      sessions: '宣传场次须在0至100之间',
    });
  });

  it('names a wrong value as soon as it is typed, an empty field only on hand-in', () => {
    expect(typedProblemsOf(fields, { sessions: 'abc', progress: '' })).toEqual({ sessions: '宣传场次须为数字' });
    expect(typedProblemsOf(fields, { sessions: '1.5', progress: '' })).toEqual({ sessions: '宣传场次须为整数' });
    expect(typedProblemsOf(fields, { sessions: '', progress: '' })).toEqual({});
  });

  it('starts from the stored values', () => {
    expect(formValuesOf(fields, { sessions: 3, progress: '未完成' })).toEqual({
      sessions: '3',
      progress: '未完成',
      note: '',
    });
  });

  it('reads timeliness and values', () => {
    expect(timelinessOf({ isLate: true, isOverdue: false })).toBe('逾期上报');
    expect(timelinessOf({ isLate: false, isOverdue: true })).toBe('逾期未报');
    expect(timelinessOf({ isLate: false, isOverdue: false })).toBeNull();
    expect(valueText(fields[0]!, 3)).toBe('3 场');
    expect(valueText(fields[2]!, undefined)).toBe('—');
  });
});

describe('the summary chart', () => {
  const row = (parentName: string, standing: 'NONE' | 'SUBMITTED' | 'VERIFIED' | 'REFUSED', isLate = false) => ({
    orgId: `${parentName}-${standing}`,
    orgName: '站',
    parentName,
    standing,
    submissionId: null,
    submittedAt: null,
    isLate,
    isOverdue: false,
    numbers: {},
    texts: {},
    urgeCount: 0,
    lastUrgedAt: null,
  });
  it('counts on time, late and missing per district', () => {
    expect(
      summaryByGroup([
        row('东湖区', 'VERIFIED'),
        row('东湖区', 'SUBMITTED', true),
        row('西山区', 'REFUSED'),
        row('西山区', 'NONE'),
      ]),
    ).toEqual([
      { name: '东湖区', onTime: 1, late: 1, missing: 0 },
      { name: '西山区', onTime: 0, late: 0, missing: 2 },
    ]);
  });
});

describe('laggardsOf', () => {
  it('keeps the units a 催报 reaches: not handed in, drafts and refused ones', () => {
    const rows = (['NONE', 'DRAFT', 'REFUSED', 'SUBMITTED', 'VERIFIED'] as const).map((standing) => ({ standing }));
    expect(laggardsOf(rows).map((row) => row.standing)).toEqual(['NONE', 'DRAFT', 'REFUSED']);
  });
});
