import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './text-field';

type Booking = { unit: string; remark: string; count: number };

function BookingForm({ problems = {} }: { problems?: Partial<Record<keyof Booking, string>> }) {
  const [form, setForm] = useState<Booking>({ unit: '湖滨学校', remark: '', count: 0 });
  const fields = { form, patch: (fields: Partial<Booking>) => setForm({ ...form, ...fields }), problems };
  return (
    <Form>
      <TextField of={fields} name="unit" label="申请单位" required testId="unit" placeholder="如：学校" maxLength={8} />
      <TextAreaField of={fields} name="remark" label="备注" testId="remark" rows={3} />
      <output data-testid="typed">{JSON.stringify(form)}</output>
    </Form>
  );
}

describe('TextField / TextAreaField: a form field bound by its name', () => {
  it('shows the field’s value under its label, with the input props it was given', () => {
    render(<BookingForm />);
    const unit = screen.getByTestId('unit').querySelector('input') ?? screen.getByTestId('unit');
    expect((unit as HTMLInputElement).value).toBe('湖滨学校');
    expect(unit.getAttribute('placeholder')).toBe('如：学校');
    expect(unit.getAttribute('maxlength')).toBe('8');
    expect(screen.getByText('申请单位')).toBeTruthy();
    expect(screen.getByText('备注')).toBeTruthy();
  });

  it('patches only its own field as it is typed', () => {
    render(<BookingForm />);
    const remark = screen.getByTestId('remark').querySelector('textarea') ?? screen.getByTestId('remark');
    fireEvent.change(remark, { target: { value: '三楼会议室' } });
    expect(JSON.parse(screen.getByTestId('typed').textContent ?? '')).toEqual({
      unit: '湖滨学校',
      remark: '三楼会议室',
      count: 0,
    });
  });

  it('shows its own problem under it, and no other field’s', () => {
    render(<BookingForm problems={{ remark: '请填写备注' }} />);
    expect(screen.getAllByText('请填写备注')).toHaveLength(1);
    const remarkItem = screen.getByText('请填写备注').closest('.adm-list-item');
    expect(remarkItem?.textContent).toContain('备注');
    expect(remarkItem?.textContent).not.toContain('申请单位');
  });
});
