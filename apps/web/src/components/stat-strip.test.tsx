import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatStrip } from './stat-strip';

describe('StatStrip', () => {
  it('shows each figure over its label', () => {
    render(
      <StatStrip
        testId="counts"
        items={[
          { label: '累计登记', value: 12 },
          { label: '今日', value: '-' },
        ]}
      />,
    );
    expect(screen.getByTestId('counts')).toHaveTextContent('12累计登记-今日');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('makes a figure with an action a button', () => {
    const open = vi.fn();
    render(<StatStrip inCard items={[{ label: '推广用户', value: 3, onClick: open }]} />);
    fireEvent.click(screen.getByRole('button', { name: /推广用户/ }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
