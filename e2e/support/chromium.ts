/** Debian's Chromium, never a downloaded browser; shared by the journeys (browser.ts) and bench/web.ts. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work as root in this sandbox. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PHONE = { width: 390, height: 844 };

/**
 * A phone-sized, touch-enabled browser context, as a guard's phone in China: the device's zone is
 * China's, whatever this machine's is, so times on screen read as users see them.
 */
export const PHONE_CONTEXT = {
  viewport: PHONE,
  timezoneId: 'Asia/Shanghai',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'zh-CN',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};
