import { describe, expect, it, vi } from 'vitest';
import { NAVIGATION_THROTTLE_MS } from '@afp/contract';
import {
  createThrottle,
  navigateBack,
  navigateTo,
  publicLinkOf,
  redirectTo,
  registerNavigator,
  returnBack,
} from './navigation';

describe('createThrottle', () => {
  it('drops calls within the interval and accepts the next one after it', () => {
    let time = 1000;
    const throttle = createThrottle(NAVIGATION_THROTTLE_MS, () => time);
    const action = vi.fn();
    const run = throttle(action);
    expect(run('a')).toBe(true);
    time += NAVIGATION_THROTTLE_MS - 1;
    expect(run('b')).toBe(false);
    time += 1;
    expect(run('c')).toBe(true);
    expect(action.mock.calls).toEqual([['a'], ['c']]);
  });
});

describe('navigation helpers', () => {
  it('share one throttle of 300 ms', () => {
    vi.useFakeTimers();
    const push = vi.fn();
    const replace = vi.fn();
    registerNavigator({ push, replace, back: vi.fn() });
    navigateTo('/pages/guard/index');
    redirectTo('/pages/login/login');
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(NAVIGATION_THROTTLE_MS);
    redirectTo('/pages/login/login');
    expect(replace).toHaveBeenCalledWith('/pages/login/login');
    vi.useRealTimers();
  });

  it("lets a flow's return after its action land within the throttle window of the tap that opened it", () => {
    vi.useFakeTimers();
    const back = vi.fn();
    registerNavigator({ push: vi.fn(), replace: vi.fn(), back });
    navigateTo('/pages/cooperation/handle?id=1');
    navigateBack(1);
    expect(back).not.toHaveBeenCalled();
    returnBack(1);
    expect(back).toHaveBeenCalledWith(1);
    vi.useRealTimers();
  });
});

it('links a QR code to the hash route of its public page, the code escaped', () => {
  expect(publicLinkOf('https://afp.example', '/', '/pages/preach-sign-in', 'a+b')).toBe(
    'https://afp.example/#/pages/preach-sign-in?code=a%2Bb',
  );
});
