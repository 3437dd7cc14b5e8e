import { describe, expect, it } from 'vitest';
import { checkInformationKeyword, detailPathFor } from './information.rules';

describe('checkInformationKeyword', () => {
  it('refuses fewer than 2 characters after trimming', () => {
    expect(checkInformationKeyword('')).toEqual({ ok: false, message: '请输入至少2个字符' });
    expect(checkInformationKeyword(' 张 ').ok).toBe(false);
  });

  it('accepts 2 or more characters, trimmed', () => {
    expect(checkInformationKeyword(' 张三 ')).toEqual({ ok: true, keyword: '张三' });
  });

  it('refuses more than 32 characters', () => {
    expect(checkInformationKeyword('1'.repeat(33)).ok).toBe(false);
  });
});

describe('detailPathFor', () => {
  it('keeps the spelling of the list route', () => {
    expect(detailPathFor('/pages/packageGuard/early-warning-information-search/information-list')).toBe(
      '/pages/packageGuard/early-warning-information-search/information-detail',
    );
    expect(detailPathFor('/pages/packageGuard/early-warning/information-search/information-list')).toBe(
      '/pages/packageGuard/early-warning/information-search/information-detail',
    );
  });
});
