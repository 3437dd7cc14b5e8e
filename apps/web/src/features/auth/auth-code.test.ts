import { describe, expect, it } from 'vitest';
import { readAuthCodeFromUrl } from './auth-code';

describe('readAuthCodeFromUrl', () => {
  it('reads the code before the hash', () => {
    expect(readAuthCodeFromUrl({ search: '?auth_code=abc', hash: '#/pages/blank/blank' })).toBe('abc');
  });
  it('reads the code inside the hash', () => {
    expect(readAuthCodeFromUrl({ search: '', hash: '#/?auth_code=dev-multi-1' })).toBe('dev-multi-1');
  });
  it('answers null without a code', () => {
    expect(readAuthCodeFromUrl({ search: '?x=1', hash: '#/pages/login/login' })).toBeNull();
  });
});
