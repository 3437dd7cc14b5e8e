import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TabStrip } from './tab-strip';

const TABS = [
  { key: 'a', title: '待签收' },
  { key: 'b', title: '待反馈' },
  { key: 'c', title: '已办结' },
] as const;

function Strip() {
  const [key, setKey] = useState<'a' | 'b' | 'c'>('a');
  return <TabStrip label="预警状态" tabs={TABS} activeKey={key} onChange={setKey} />;
}

describe('TabStrip', () => {
  it('is a tablist whose tapped tab becomes the selected one', () => {
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: '预警状态' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待签收' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '已办结' }));
    expect(screen.getByRole('tab', { name: '已办结' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '待签收' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves the choice and the focus with the arrow keys, Home and End', () => {
    render(<Strip />);
    const first = screen.getByRole('tab', { name: '待签收' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '已办结' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '已办结' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the tab order.
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '待反馈' })).toHaveAttribute('tabindex', '-1');
  });
});
