import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkRow } from './link-row';

describe('LinkRow: a card row that opens another page', () => {
  it('opens its page when tapped', () => {
    const open = vi.fn();
    render(
      <LinkRow testId="history" onClick={open}>
        历史反馈
      </LinkRow>,
    );
    fireEvent.click(screen.getByText('历史反馈'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('history').textContent).toContain('历史反馈');
  });
});
