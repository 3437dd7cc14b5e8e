import { describe, expect, it } from 'vitest';
import { addChinaDays, chinaDayOf } from '@afp/contract';
import { dayOfPicked, describeFilters, drillDownLink, filtersOfLink, hourPeriod, pickerDateOf } from './overview.rules';
import { isPeriodAllowed, overviewSearchOf, overviewViewOf, periodOf, periodOfDays } from './overview-period.rules';

describe('overview periods (China time)', () => {
  // 23:30 on 1 June in China is still 31 May in UTC.
  const lateEvening = new Date('2019-06-01T15:30:00Z');

  it('names the day in China time, whatever the device zone', () => {
    expect(chinaDayOf(lateEvening)).toBe('2019-06-01');
    expect(chinaDayOf(new Date('2019-06-01T16:00:00Z'))).toBe('2019-06-02');
    expect(addChinaDays('2019-03-01', -1)).toBe('2019-02-28');
  });

  it('covers whole days, to the last millisecond, inclusive as the list counts', () => {
    expect(periodOf('today', lateEvening)).toEqual({
      from: '2019-05-31T16:00:00.000Z',
      to: '2019-06-01T15:59:59.999Z',
      firstDay: '2019-06-01',
      lastDay: '2019-06-01',
    });
    expect(periodOf('week', lateEvening).firstDay).toBe('2019-05-26');
    expect(periodOf('month', lateEvening).firstDay).toBe('2019-05-03');
  });

  it('orders a custom range and refuses one longer than the server accepts', () => {
    const period = periodOfDays('2019-06-05', '2019-06-01');
    expect([period.firstDay, period.lastDay]).toEqual(['2019-06-01', '2019-06-05']);
    expect(isPeriodAllowed(periodOfDays('2019-01-01', '2019-12-31'))).toBe(true);
    expect(isPeriodAllowed(periodOfDays('2018-01-01', '2019-12-31'))).toBe(false);
  });

  it('gives an hour of the curve as a closed one-hour period', () => {
    expect(hourPeriod('2019-06-01', 19)).toEqual({
      from: '2019-06-01T11:00:00.000Z',
      to: '2019-06-01T11:59:59.999Z',
    });
  });

  it('round-trips a picker date (local midnight) and a day', () => {
    expect(dayOfPicked(pickerDateOf('2019-06-01'))).toBe('2019-06-01');
  });
});

describe('the period kept in the address', () => {
  const now = new Date('2019-06-01T15:30:00Z');
  const viewOf = (search: string) => overviewViewOf(new URLSearchParams(search), now);

  it('reads back the preset, the custom range and the curve day it wrote', () => {
    const month = viewOf('period=month');
    expect(month).toEqual({ preset: 'month', period: periodOf('month', now), day: '2019-06-01' });
    expect(viewOf(new URLSearchParams(overviewSearchOf(month)).toString())).toEqual(month);
    const custom = { preset: 'custom' as const, period: periodOfDays('2019-05-01', '2019-05-10'), day: '2019-05-03' };
    expect(overviewSearchOf(custom)).toEqual({
      period: 'custom',
      first: '2019-05-01',
      last: '2019-05-10',
      day: '2019-05-03',
    });
    expect(viewOf(new URLSearchParams(overviewSearchOf(custom)).toString())).toEqual(custom);
  });

  it('reads a missing or invalid period as 今天', () => {
    const today = { preset: 'today', period: periodOf('today', now), day: '2019-06-01' };
    for (const search of [
      '',
      'period=year',
      'period=custom&first=2019-02-30&last=2019-03-01',
      'period=custom&first=2017-01-01&last=2019-06-01',
    ])
      expect(viewOf(search), search).toEqual(today);
    expect(viewOf('period=week&day=someday').day).toBe('2019-06-01');
  });
});

describe('drill-down links', () => {
  const period = { from: '2019-05-31T16:00:00.000Z', to: '2019-06-01T15:59:59.999Z' };

  it('carries the figure filters and reads them back', () => {
    const link = drillDownLink({ ...period, progress: 'overdue', orgId: 'org-d1', orgName: '东湖分局' });
    expect(link.startsWith('/pages/warning-overview/list?')).toBe(true);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(filtersOfLink(params)).toEqual({ progress: 'overdue', orgId: 'org-d1', ...period });
    expect(describeFilters(filtersOfLink(params), { orgName: '东湖分局' })).toEqual([
      '东湖分局',
      '超时未办',
      '2019-06-01',
    ]);
  });

  it('opens the own organisation (本级) as scope mine, not its subtree', () => {
    const params = new URLSearchParams(drillDownLink({ ...period, own: true, orgId: 'org-d1' }).split('?')[1]);
    expect(filtersOfLink(params)).toMatchObject({ scope: 'mine', progress: 'held' });
    expect(filtersOfLink(params).orgId).toBeUndefined();
  });

  it('drops what is not a valid filter instead of sending it', () => {
    const params = new URLSearchParams('progress=everything&level=9&source=bank&from=yesterday&orgId=org-d2');
    expect(filtersOfLink(params)).toEqual({ source: 'bank', orgId: 'org-d2' });
  });

  it('names a level, a source and one hour', () => {
    const hour = hourPeriod('2019-06-01', 19);
    expect(describeFilters({ level: 1, source: 'bank', ...hour }, {})).toEqual([
      '预警总数',
      '特高危级',
      '银行',
      '2019-06-01 19时',
    ]);
  });
});
