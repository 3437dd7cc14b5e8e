import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CODE_LOGIN_GLOBAL } from '@afp/contract';
import { takeEarlyCodeLogin } from './early-code-login';

const holder = globalThis as unknown as Record<string, unknown>;
afterEach(() => delete holder[EARLY_CODE_LOGIN_GLOBAL]);

describe('takeEarlyCodeLogin', () => {
  it("gives the first-screen script's exchange of this code once", () => {
    const answer = Promise.resolve(new Response('{}'));
    holder[EARLY_CODE_LOGIN_GLOBAL] = { code: 'c1', answer };
    expect(takeEarlyCodeLogin('c1')).toBe(answer);
    expect(takeEarlyCodeLogin('c1')).toBeUndefined();
  });

  it('gives nothing for another code, or when the script sent nothing', () => {
    expect(takeEarlyCodeLogin('c1')).toBeUndefined();
    holder[EARLY_CODE_LOGIN_GLOBAL] = { code: 'c1', answer: Promise.resolve(new Response('{}')) };
    expect(takeEarlyCodeLogin('c2')).toBeUndefined();
  });
});
