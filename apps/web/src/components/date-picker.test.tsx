import { fireEvent, render, screen } from '@testing-library/react';
import { Form, type DatePickerRef } from 'antd-mobile';
import type { RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';

/** The text of each column's chosen entry. */
const chosen = () =>
  [...document.querySelectorAll('.adm-picker-view-column')].map(
    (column) => column.querySelector('.adm-picker-view-column-item[aria-label="active"]')?.textContent ?? '',
  );

describe('DatePicker', () => {
  it('says 年/月/日 and 时/分 after the numbers of its columns', async () => {
    render(<DatePicker visible precision="minute" title="被骗时间" value={new Date('2026-11-27T09:05:00+08:00')} />);
    await screen.findByText('被骗时间');
    expect(chosen()).toEqual(['2026年', '11月', '27日', '09时', '05分']);
  });

  it('shows and picks an instant in China time, whatever the phone’s zone', async () => {
    const picked: Date[] = [];
    // 16:30 UTC on 27 November is 00:30 on the 28th in China.
    render(
      <DatePicker
        visible
        precision="minute"
        title="宣讲时间"
        value={new Date('2026-11-27T16:30:00Z')}
        onConfirm={(date) => picked.push(date)}
      />,
    );
    await screen.findByText('宣讲时间');
    expect(chosen()).toEqual(['2026年', '11月', '28日', '00时', '30分']);
    fireEvent.click(screen.getByText('确定'));
    expect(picked).toEqual([new Date('2026-11-27T16:30:00Z')]);
  });

  it('stops at the day for a day picker', async () => {
    render(<DatePicker visible precision="day" title="选择曲线日期" value={new Date(2026, 0, 3)} />);
    await screen.findByText('选择曲线日期');
    expect(chosen()).toEqual(['2026年', '1月', '3日']);
  });

  it('opens from a tap on its form row, as antd-mobile’s own picker does', async () => {
    render(
      <Form initialValues={{ fraudDate: new Date(2026, 0, 3) }}>
        <Form.Item
          name="fraudDate"
          label="被骗时间"
          trigger="onConfirm"
          onClick={(_event, pickerRef) => (pickerRef as RefObject<DatePickerRef | null>).current?.open()}
        >
          <DatePicker precision="day" title="选择被骗日期">
            {() => '请选择'}
          </DatePicker>
        </Form.Item>
      </Form>,
    );
    fireEvent.click(screen.getByText('请选择'));
    await screen.findByText('选择被骗日期');
    expect(chosen()).toEqual(['2026年', '1月', '3日']);
  });
});
