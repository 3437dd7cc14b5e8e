// The one place the app imports antd-mobile's DatePicker (ESLint sends every other import here).
// eslint-disable-next-line no-restricted-imports
import { DatePicker as PlainDatePicker, type DatePickerProps, type DatePickerRef } from 'antd-mobile';
import { forwardRef } from 'react';

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

/**
 * antd-mobile's DatePicker, whose columns show bare numbers, with 年/月/日 (and 时/分) after them.
 * forwardRef, not a plain function: Form.Item hands its picker ref (to open it on a tap) only to
 * components it takes for ref-safe.
 */
export const DatePicker = forwardRef<DatePickerRef, DatePickerProps>(function DatePicker(props, ref) {
  return <PlainDatePicker ref={ref} renderLabel={dateColumnLabel} {...props} />;
});
