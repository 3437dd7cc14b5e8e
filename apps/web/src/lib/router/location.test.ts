import { describe, expect, it } from 'vitest';
import { locationOfHash, parsePath, pathOf, withSearch } from './location';

describe('router locations', () => {
  it('reads the page and its query from the URL hash', () => {
    expect(locationOfHash('#/pages/mail/detail?id=7&tab=2')).toEqual({
      pathname: '/pages/mail/detail',
      search: '?id=7&tab=2',
    });
    expect(locationOfHash('#/pages/login/login')).toEqual({ pathname: '/pages/login/login', search: '' });
  });

  it('takes an empty hash for the root page and a path without its leading slash as rooted', () => {
    expect(locationOfHash('')).toEqual({ pathname: '/', search: '' });
    expect(locationOfHash('#')).toEqual({ pathname: '/', search: '' });
    expect(locationOfHash('#?auth_code=x')).toEqual({ pathname: '/', search: '?auth_code=x' });
    expect(parsePath('pages/index/index')).toEqual({ pathname: '/pages/index/index', search: '' });
  });

  it('leaves a fragment inside the hash out of the location', () => {
    expect(parsePath('/pages/a?x=1#part')).toEqual({ pathname: '/pages/a', search: '?x=1' });
  });

  it('writes a location back as its link, without a bare question mark', () => {
    expect(pathOf({ pathname: '/pages/a', search: '?x=1' })).toBe('/pages/a?x=1');
    expect(pathOf({ pathname: '/pages/a', search: '?' })).toBe('/pages/a');
  });

  it('builds a link with exactly the given query', () => {
    expect(withSearch('/pages/list', { keyword: '张 三' })).toBe('/pages/list?keyword=%E5%BC%A0+%E4%B8%89');
    expect(withSearch('/pages/list', {})).toBe('/pages/list');
    expect(withSearch('/pages/list', new URLSearchParams('tab=received'))).toBe('/pages/list?tab=received');
  });
});
