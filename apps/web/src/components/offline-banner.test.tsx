import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

let online = true;
const goOnline = (isOnline: boolean) =>
  act(() => {
    online = isOnline;
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

describe('OfflineBanner', () => {
  it('shows while the network is down and goes when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOnline(false);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(OFFLINE_TEXT);
    goOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
