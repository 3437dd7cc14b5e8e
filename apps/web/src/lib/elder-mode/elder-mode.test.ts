import { describe, expect, it } from 'vitest';
import { followsSystem, LARGE_SYSTEM_TEXT_PX, systemTextPx } from './elder-mode';

describe('长辈版 and the phone’s own text size', () => {
  it('turns on by itself when nobody chose and the phone asks for large text', () => {
    expect(followsSystem(null, LARGE_SYSTEM_TEXT_PX)).toBe(true);
    expect(followsSystem(null, 24)).toBe(true);
    expect(followsSystem(null, 16)).toBe(false);
    expect(followsSystem(null, LARGE_SYSTEM_TEXT_PX - 1)).toBe(false);
  });

  it('lets a choice made in the app win over the phone’s setting either way', () => {
    expect(followsSystem('off', 24)).toBe(false);
    expect(followsSystem('on', 16)).toBe(true);
  });

  it('reads the default text size of the page and leaves nothing behind', () => {
    const children = document.body.childElementCount;
    expect(systemTextPx()).toBeGreaterThanOrEqual(0);
    expect(document.body.childElementCount).toBe(children);
  });
});
