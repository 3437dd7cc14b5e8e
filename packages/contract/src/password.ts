import { z } from 'zod';
import { post, proxy } from './endpoint.ts';
import { text } from './fields.ts';
import { isPassword } from './validators.ts';

/**
 * The rule for a NEW oa or partner password (issue 24 item 5), inside the spec's 6–18 letters,
 * digits or underscore (§5, `isPassword`, which logins keep checking so existing passwords still
 * work): at least 8 characters of at least two classes — lower-case, upper-case, digits, underscore.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MIN_CLASSES = 2;
const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /_/] as const;

export const PASSWORD_MESSAGES = {
  oldRequired: '请输入原密码',
  wrongOld: '原密码错误',
  length: '新密码为8-18位字母、数字或下划线',
  classes: '新密码须包含大写字母、小写字母、数字、下划线中的至少两种',
  repeat: '两次输入的新密码不一致',
  sameAsOld: '新密码不能与原密码相同',
  reused: '新密码不能与上一次使用的密码相同',
  changed: '密码已修改，请重新登录',
} as const;

/** Why a new password is refused, or undefined when it is good. */
export function newPasswordProblem(password: string): string | undefined {
  if (!isPassword(password) || password.length < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.length;
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  return classes < NEW_PASSWORD_MIN_CLASSES ? PASSWORD_MESSAGES.classes : undefined;
}

export const isStrongPassword = (password: string): boolean => newPasswordProblem(password) === undefined;

/** The change-password form: the old password, the new one twice. */
export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}
export type PasswordChangeProblems = Partial<Record<keyof PasswordChangeForm, string>>;

/** The form's problems per field (null when it may be sent); the server checks the same and more. */
export function passwordChangeProblems(form: PasswordChangeForm): PasswordChangeProblems | null {
  const problems: PasswordChangeProblems = {};
  if (!form.oldPassword) problems.oldPassword = PASSWORD_MESSAGES.oldRequired;
  const newProblem = newPasswordProblem(form.newPassword);
  if (newProblem) problems.newPassword = newProblem;
  else if (form.newPassword === form.oldPassword) problems.newPassword = PASSWORD_MESSAGES.sameAsOld;
  if (form.repeatPassword !== form.newPassword) problems.repeatPassword = PASSWORD_MESSAGES.repeat;
  return Object.keys(problems).length > 0 ? problems : null;
}

export const passwordChangeBodySchema = z
  .object({
    oldPassword: text(64).min(1, PASSWORD_MESSAGES.oldRequired),
    newPassword: z.string().superRefine((value, context) => {
      const problem = newPasswordProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  })
  .refine((body) => body.newPassword !== body.oldPassword, {
    path: ['newPassword'],
    message: PASSWORD_MESSAGES.sameAsOld,
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** The signed-in oa or partner user changes their own password; every session of the account ends. */
export const PASSWORD_ENDPOINTS = {
  change: post(proxy, '/api/auth/password/v2/change', { body: passwordChangeBodySchema, answer: z.null() }),
};
