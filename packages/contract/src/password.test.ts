import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  newPasswordProblem,
  PASSWORD_MESSAGES,
  passwordChangeBodySchema,
  passwordChangeProblems,
} from './password.ts';
import { isPassword } from './validators.ts';

describe('a new password: 8–18 letters, digits or underscore, of at least two classes', () => {
  it.each([
    ['abc_1234', 'lower-case, underscore and digits'],
    ['abcdEFGH', 'lower- and upper-case'],
    ['12345678_', 'digits and underscore'],
    ['ABCDEFG1', 'upper-case and a digit'],
    ['Aa345678901234567_', '18 characters'],
  ])('accepts %s (%s)', (password) => {
    expect(newPasswordProblem(password)).toBeUndefined();
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['abcdefgh', PASSWORD_MESSAGES.classes],
    ['12345678', PASSWORD_MESSAGES.classes],
    ['________', PASSWORD_MESSAGES.classes],
    ['ABCDEFGHIJ', PASSWORD_MESSAGES.classes],
    ['abc_123', PASSWORD_MESSAGES.length],
    ['ab12', PASSWORD_MESSAGES.length],
    ['', PASSWORD_MESSAGES.length],
    ['Aa3456789012345678_', PASSWORD_MESSAGES.length],
    ['abcd-1234', PASSWORD_MESSAGES.length],
    ['密码abc12345', PASSWORD_MESSAGES.length],
    ['abc 12345', PASSWORD_MESSAGES.length],
  ])('refuses %j: %s', (password, message) => {
    expect(newPasswordProblem(password)).toBe(message);
    expect(isStrongPassword(password)).toBe(false);
  });

  it("stays inside the spec's 6–18 rule: every strong password is a spec password", () => {
    for (const password of ['abc_1234', 'abcdEFGH', 'Aa345678901234567_']) expect(isPassword(password)).toBe(true);
  });

  it('applies to new passwords only: a six-character spec password still passes the login check', () => {
    // Logins keep the spec's check (auth.ts): existing passwords such as the demo ones keep working.
    for (const password of ['abc123', 'admin_123', 'coop_123', 'station_123']) expect(isPassword(password)).toBe(true);
    expect(isStrongPassword('abc123')).toBe(false);
  });
});

describe('the change-password form', () => {
  const good = { oldPassword: 'coop_123', newPassword: 'Partner_2026', repeatPassword: 'Partner_2026' };

  it('may be sent when every field is right', () => {
    expect(passwordChangeProblems(good)).toBeNull();
  });

  it('names each field that is wrong', () => {
    expect(passwordChangeProblems({ oldPassword: '', newPassword: 'abcdefgh', repeatPassword: 'abcdefg' })).toEqual({
      oldPassword: PASSWORD_MESSAGES.oldRequired,
      newPassword: PASSWORD_MESSAGES.classes,
      repeatPassword: PASSWORD_MESSAGES.repeat,
    });
  });

  it('refuses the old password as the new one', () => {
    const same = { oldPassword: 'coop_1234', newPassword: 'coop_1234', repeatPassword: 'coop_1234' };
    expect(passwordChangeProblems(same)).toEqual({ newPassword: PASSWORD_MESSAGES.sameAsOld });
  });

  it('the body schema holds the same rule for the server', () => {
    expect(passwordChangeBodySchema.safeParse(good).success).toBe(true);
    const weak = passwordChangeBodySchema.safeParse({ oldPassword: 'coop_123', newPassword: 'abcdefgh' });
    expect(weak.error?.issues[0]).toMatchObject({ path: ['newPassword'], message: PASSWORD_MESSAGES.classes });
    const same = passwordChangeBodySchema.safeParse({ oldPassword: 'coop_1234', newPassword: 'coop_1234' });
    expect(same.error?.issues[0]).toMatchObject({ path: ['newPassword'], message: PASSWORD_MESSAGES.sameAsOld });
    const noOld = passwordChangeBodySchema.safeParse({ oldPassword: '', newPassword: 'Partner_2026' });
    expect(noOld.error?.issues[0]).toMatchObject({ path: ['oldPassword'] });
  });
});
