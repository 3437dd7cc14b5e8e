import { afterEach, describe, expect, it } from 'vitest';
import { dropPrerender, hasPrerender, PRERENDER_CLASS, prerenderedInputs } from './prerender';

const mount = (html: string, route = '/pages/login/login') => {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div class="${PRERENDER_CLASS}" data-prerender-route="${route}">${html}</div>`,
  );
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerendered login page', () => {
  it('gives what was typed into its inputs, by id, and nothing for empty ones', () => {
    mount('<input id="login-phone" value=""><input id="login-sms-code" value="">');
    (document.getElementById('login-phone') as HTMLInputElement).value = '13800000001';
    expect(prerenderedInputs()).toEqual({ 'login-phone': '13800000001' });
  });

  it('is removed, and the focused input hands its focus to the app input of the same id', () => {
    mount('<input id="login-phone">');
    document.getElementById('login-phone')?.focus();
    const appInput = document.createElement('input');
    appInput.id = 'login-phone';
    document.body.append(appInput);
    dropPrerender();
    expect(document.querySelector(`.${PRERENDER_CLASS}`)).toBeNull();
    expect(document.activeElement).toBe(appInput);
  });

  it('is a no-op without a prerender', () => {
    expect(prerenderedInputs()).toEqual({});
    expect(() => dropPrerender()).not.toThrow();
  });

  it('names the routes it has a first screen for, and drops them all together', () => {
    mount('<input id="login-phone">');
    mount('<header>首页</header>', '/pages/guard/index');
    expect(hasPrerender('/pages/guard/index')).toBe(true);
    expect(hasPrerender('/pages/login/login')).toBe(true);
    expect(hasPrerender('/pages/mine/mine')).toBe(false);
    dropPrerender();
    expect(document.querySelectorAll(`.${PRERENDER_CLASS}`)).toHaveLength(0);
  });
});
