import { APPROXIMATE_PLACE } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { presentLine } from './verification.presenter.ts';

describe('the subject lines of the 核查 / 复核 detail', () => {
  it('show a place stored as raw coordinates as 位置（约）, as every other page does', () => {
    expect(presentLine({ label: '走访地点', value: '30.25910, 120.16520' })).toEqual({
      label: '走访地点',
      value: APPROXIMATE_PLACE,
    });
    expect(presentLine({ label: '宣讲地址', value: '-30.2591，120.1652' }).value).toBe(APPROXIMATE_PLACE);
  });

  it('keep addresses and every other line as written', () => {
    for (const value of ['湖滨花园社区3幢', '2026-11-27 10:00', '12.5', '']) {
      expect(presentLine({ label: '内容', value }).value).toBe(value);
    }
  });
});
