// The one place the app imports antd-mobile's DatePicker (ESLint sends every other import here).
// eslint-disable-next-line no-restricted-imports
import { DatePicker as PlainDatePicker, type DatePickerProps, type DatePickerRef } from 'antd-mobile';
import { forwardRef } from 'react';
import { chinaWallClockDate, instantOfChinaWallClock } from '../lib/date-time';

type ColumnKind = Parameters<NonNullable<DatePickerProps['renderLabel']>>[0];

const UNITS: Partial<Record<ColumnKind, string>> = {
  year: '年',
  month: '月',
  day: '日',
  hour: '时',
  minute: '分',
  second: '秒',
};
const TWO_DIGITS: ReadonlySet<ColumnKind> = new Set(['hour', 'minute', 'second']);

/** A picker column's entry with its unit, as people read a date: 2026年 11月 27日 09时 05分. */
export function dateColumnLabel(kind: ColumnKind, value: number): string {
  if (kind === 'now') return '至今';
  const number = TWO_DIGITS.has(kind) ? String(value).padStart(2, '0') : String(value);
  return `${number}${UNITS[kind] ?? ''}`;
}

/** Pickers to the hour or finer pick an instant; day pickers pick a calendar day (a local-midnight Date). */
const PICKS_AN_INSTANT: ReadonlySet<DatePickerProps['precision']> = new Set(['hour', 'minute', 'second']);
const wall = (at: Date | null | undefined) => (at ? chinaWallClockDate(at) : at);

/**
 * antd-mobile's DatePicker, whose columns show bare numbers, with 年/月/日 (and 时/分) after them.
 * A picker of instants shows and picks China time whatever the phone's zone: its values come and go
 * as instants, its wheels hold their China wall clock. forwardRef, not a plain function: Form.Item
 * hands its picker ref (to open it on a tap) only to components it takes for ref-safe.
 */
export const DatePicker = forwardRef<DatePickerRef, DatePickerProps>(function DatePicker(props, ref) {
  if (!PICKS_AN_INSTANT.has(props.precision))
    return <PlainDatePicker ref={ref} renderLabel={dateColumnLabel} {...props} />;
  const { value, defaultValue, min, max, onConfirm, onSelect, children, ...rest } = props;
  return (
    <PlainDatePicker
      ref={ref}
      renderLabel={dateColumnLabel}
      {...rest}
      value={wall(value)}
      defaultValue={wall(defaultValue)}
      min={wall(min) ?? undefined}
      max={wall(max) ?? undefined}
      onConfirm={onConfirm && ((picked) => onConfirm(instantOfChinaWallClock(picked)))}
      onSelect={onSelect && ((picked) => onSelect(instantOfChinaWallClock(picked)))}
    >
      {children && ((picked, actions) => children(picked && instantOfChinaWallClock(picked), actions))}
    </PlainDatePicker>
  );
});
