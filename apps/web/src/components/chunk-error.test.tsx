import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { HOME_OF } from '../config/routes';
import { openedAt } from '../test/way-back.fixture';
import { ChunkError } from './chunk-error';

const chunkErrorBlock = () => screen.getByTestId('chunk-error').closest('[data-illustration]');

afterEach(() => vi.useRealTimers());

describe('ChunkError', () => {
  it.each([
    ['timeout', 'disconnected'],
    ['missing', 'default'],
  ] as const)('pictures a %s chunk as %s and names the spec error', (type, illustration) => {
    openedAt('/pages/guard/user/user', { fromInApp: true, loginType: 'guard' });
    render(<ChunkError type={type} onRetry={vi.fn()} />);
    expect(chunkErrorBlock()).toHaveAttribute('data-illustration', illustration);
    expect(screen.getByTestId('chunk-error')).toHaveAttribute('data-error-type', type);
    expect(screen.getByTestId('chunk-error')).toHaveTextContent('Loading chunk failed');
  });

  it('retries, or goes back to the previous page', () => {
    const navigator = openedAt('/pages/packageSubGuard/operate-log/operate-log', {
      fromInApp: true,
      loginType: 'guard',
    });
    const onRetry = vi.fn();
    render(<ChunkError type="timeout" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(navigator.back).toHaveBeenCalledWith(1);
  });

  it('goes to the caller’s home when the page was opened directly', () => {
    const navigator = openedAt('/pages/packageSubGuard/operate-log/operate-log', {
      fromInApp: false,
      loginType: 'cooperation',
    });
    render(<ChunkError type="missing" onRetry={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '回到首页' }));
    expect(navigator.replace).toHaveBeenCalledWith(HOME_OF.cooperation);
  });
});
