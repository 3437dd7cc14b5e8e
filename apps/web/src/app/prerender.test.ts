import { afterEach, describe, expect, it } from 'vitest';
import { dropPrerender, PRERENDER_CLASS, prerenderedInputs } from './prerender';

const mount = (html: string) => {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="/pages/login/login" class="${PRERENDER_CLASS}">${html}</div>`,
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
});
