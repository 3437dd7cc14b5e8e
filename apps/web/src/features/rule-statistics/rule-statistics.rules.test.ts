import { describe, expect, it } from 'vitest';
import {
  checkLedger,
  chinaYearMonth,
  emptyLedgerForm,
  figureText,
  lightCounts,
  monthTargetText,
  rankText,
  targetText,
  withSoleUnit,
} from './rule-statistics.rules';

describe('the ledger form check', () => {
  const filled = {
    ...emptyLedgerForm(3),
    orgId: 'org-d1-s1',
    itemCode: 'preach_sessions',
    value: '2',
    description: ' 线下宣讲两场 ',
    evidence: [{ key: 'uploads/a.pdf', name: '签到表.pdf', size: 10 }],
  };

  it('sends the typed entry with its evidence keys, trimmed', () => {
    expect(checkLedger(filled, 2026, 11).body).toEqual({
      orgId: 'org-d1-s1',
      year: 2026,
      itemCode: 'preach_sessions',
      month: 3,
      value: 2,
      description: '线下宣讲两场',
      evidence: ['uploads/a.pdf'],
    });
  });

  it('names every missing field, a future month and a value that is not a whole number', () => {
    expect(checkLedger(emptyLedgerForm(1), 2026, 11).problems).toMatchObject({
      orgId: '请选择单位',
      itemCode: '请选择考核项',
      value: '请填写1至100000之间的整数',
      description: '请填写台账说明（至少2个字）',
      evidence: '请上传证明材料',
    });
    expect(checkLedger({ ...filled, month: 12 }, 2026, 11).problems?.month).toBe('不能填报未到的月份');
    expect(checkLedger({ ...filled, value: '1.5' }, 2026, 11).problems?.value).toBeDefined();
  });

  it('takes the unit when the caller keeps ledgers for one only, and leaves a choice among several', () => {
    expect(withSoleUnit(emptyLedgerForm(1), ['org-d1-s1']).orgId).toBe('org-d1-s1');
    expect(withSoleUnit(emptyLedgerForm(1), ['org-d1', 'org-d1-s1']).orgId).toBe('');
    expect(withSoleUnit({ ...emptyLedgerForm(1), orgId: 'org-d1' }, ['org-d1-s1']).orgId).toBe('org-d1');
  });
});

describe('figures as read', () => {
  it('shows rates in percent, per-10k figures with their unit, and nothing due as such', () => {
    expect(figureText('RATE', 92.5)).toBe('92.5%');
    expect(figureText('COUNT', 12)).toBe('12');
    expect(figureText('PER_10K', 3.2)).toBe('3.2（每万人）');
    expect(figureText('RATE', null)).toBe('无应办');
    expect(targetText({ measure: 'RATE', target: 90 })).toBe('目标≥90%');
    expect(targetText({ measure: 'PER_10K', target: 400 })).toBe('目标≤400（每万人）');
    expect(monthTargetText({ measure: 'COUNT', monthTarget: 2 })).toBe('每月≥2');
    expect(monthTargetText({ measure: 'RATE', monthTarget: 90 })).toBe('每月≥90%');
    expect(rankText('station', 19, 20)).toBe('全市街道 第19/20');
  });

  it('counts lights and reads the year and month in China time', () => {
    expect(lightCounts(['RED', 'GREEN', 'RED', 'NONE'])).toEqual({ RED: 2, GREEN: 1, YELLOW: 0, NONE: 1 });
    expect(chinaYearMonth(Date.parse('2025-12-31T17:00:00Z'))).toEqual({ year: 2026, month: 1 });
  });
});
