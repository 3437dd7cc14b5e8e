import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RankBoard, RankRow } from '@afp/contract';
import { RankBody } from './rank-board';

const row = (position: number, id: string, points: number): RankRow => ({
  position,
  id,
  name: `卫士${id}`,
  orgName: '湖滨花园社区',
  value: points,
  points,
});
const board = (rows: RankRow[], mine: RankRow | null): RankBoard => ({
  by: 'guard',
  period: 'day',
  metric: 'spread',
  mode: 'count',
  unit: '分',
  from: '2026-01-04T16:00:00.000Z',
  to: '2026-01-05T16:00:00.000Z',
  dailyCap: 30,
  rows,
  mine,
  metrics: ['spread', 'publicity', 'warnings', 'casePublicity'],
});
const onRefresh = () => Promise.resolve();

describe('RankBody', () => {
  it('marks my row among the places and states the daily cap', () => {
    render(<RankBody board={board([row(1, 'a', 9), row(2, 'b', 3)], row(2, 'b', 3))} onRefresh={onRefresh} />);
    const rows = screen.getAllByTestId('rank-row');
    expect(rows.map((r) => r.getAttribute('data-mine'))).toEqual(['false', 'true']);
    expect(rows[1]).toHaveTextContent('卫士b（我）');
    expect(screen.getAllByTestId('rank-value')[0]).toHaveTextContent('9 分');
    expect(screen.getByText(/每人每日最多计 30 分/)).toBeInTheDocument();
    expect(screen.queryByTestId('rank-mine')).toBeNull();
  });

  it('adds my place below the top when I am not among them', () => {
    render(<RankBody board={board([row(1, 'a', 9)], row(57, 'z', 0))} onRefresh={onRefresh} />);
    expect(screen.getByTestId('rank-mine')).toHaveTextContent('57');
  });

  it('says what a rate is a share of, and shows a rate with nothing to count as —', () => {
    const idle = { ...row(2, 'b', 0), value: null };
    render(
      <RankBody
        board={{ ...board([{ ...row(1, 'a', 3), value: 66.67 }, idle], idle), mode: 'rate', unit: '%' }}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getAllByTestId('rank-value').map((v) => v.textContent)).toEqual(['66.67 %', '—']);
    expect(screen.getByTestId('rank-rate-meaning')).toHaveTextContent('其推广码登记的比例');
  });

  it('says so when nobody ranks', () => {
    render(<RankBody board={board([], null)} onRefresh={onRefresh} />);
    expect(screen.getByTestId('rank-empty')).toBeInTheDocument();
  });
});
