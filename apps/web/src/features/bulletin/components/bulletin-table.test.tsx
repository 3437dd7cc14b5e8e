import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BulletinTable } from './bulletin-table';

const line = (key: string, cases: number, previousCases: number, area = '') => ({
  key,
  name: `单位${key}`,
  area,
  cases,
  amountLost: `${cases * 100}.00`,
  previousCases,
  previousAmountLost: `${previousCases * 100}.00`,
});

describe('BulletinTable', () => {
  it('shows each row with its district and the change on the week before, signed', () => {
    render(
      <BulletinTable
        testId="t"
        nameHeader="社区"
        lines={[line('a', 3, 1, '东湖区分局'), line('b', 0, 2), line('c', 1, 1)]}
      />,
    );
    expect(screen.getByTestId('t-a')).toHaveTextContent('单位a东湖区分局3300.001+2');
    expect(screen.getByTestId('t-b')).toHaveTextContent('单位b00.002-2');
    expect(screen.getByTestId('t-c')).toHaveTextContent('持平');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '社区',
      '本周',
      '损失（元）',
      '上周',
      '环比',
    ]);
  });
});
