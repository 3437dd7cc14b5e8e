import { describe, expect, it } from 'vitest';
import { sizeText } from './attachment';

describe('sizeText', () => {
  it('shows whole kilobytes below a megabyte, never less than 1 KB', () => {
    expect(sizeText(0)).toBe('1 KB');
    expect(sizeText(12 * 1024)).toBe('12 KB');
    expect(sizeText(1024 * 1024 - 1)).toBe('1024 KB');
  });

  it('shows megabytes with one decimal from a megabyte on', () => {
    expect(sizeText(1024 * 1024)).toBe('1.0 MB');
    expect(sizeText(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });
});
