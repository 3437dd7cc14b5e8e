/**
 * The generic string checks of spec §5. Each is a pure predicate so forms (web) and
 * schemas (server) share the exact same rule.
 */

const patterns = {
  /** 11 digits starting with 1. */
  mobile: /^1\d{10}$/,
  /** Area code (3–4 digits starting with 0), optional dash, 7–8 digit number. */
  landline: /^0\d{2,3}-?\d{7,8}$/,
  /** 15 digits, or 17 digits plus a digit or X. */
  idCard: /^(\d{15}|\d{17}[\dXx])$/,
  smsCode: /^\d{6}$/,
  /** 6–18 letters, digits or underscore. */
  password: /^\w{6,18}$/,
  payPassword: /^\d{6}$/,
  postalCode: /^\d{6}$/,
  /** 5–10 digits, no leading zero. */
  qq: /^[1-9]\d{4,9}$/,
  email: /^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)+$/,
  /** Non-negative amount with at most two decimals. */
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
  url: /^https?:\/\/[^\s/$.?#][^\s]*$/i,
  ip: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  /** YYYY-MM-DD, optionally followed by HH:mm or HH:mm:ss. */
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)?$/,
  digit: /^\d$/,
  letters: /^[A-Za-z]+$/,
  lowercase: /^[a-z]+$/,
  uppercase: /^[A-Z]+$/,
  htmlTag: /<("[^"]*"|'[^']*'|[^'">])*>/,
} as const;

export type ValidatorName = keyof typeof patterns;

export const validators: Record<ValidatorName, (value: string) => boolean> = Object.fromEntries(
  Object.entries(patterns).map(([name, pattern]) => [name, (value: string) => pattern.test(value)]),
) as Record<ValidatorName, (value: string) => boolean>;

export const isMobile = validators.mobile;
export const isSmsCode = validators.smsCode;
export const isPassword = validators.password;
export const isMoney = validators.money;
export const isIdCard = validators.idCard;

const ID_NUMBER_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11643-1999 check character of an ID number's first 17 digits. */
export function idNumberCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_NUMBER_WEIGHTS[i] ?? 0);
  return '10X98765432'[sum % 11] ?? '';
}

/** Today's date as YYYYMMDD in China (UTC+8), where the birth dates are written. */
const chinaDate = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * A citizen ID number by GB 11643-1999 — where one enters the system (the spec's looser `idCard`
 * pattern also admits the old 15-digit form): 17 digits and the check character (0–9 or upper-case X),
 * with a real birth date from 1900 up to today.
 */
export function isIdNumber(value: string, now: Date = new Date()): boolean {
  if (!/^\d{17}[\dX]$/.test(value) || idNumberCheckCharacter(value.slice(0, 17)) !== value[17]) return false;
  const [year, month, day] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number) as [
    number,
    number,
    number,
  ];
  const birth = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  return isRealDate && year >= 1900 && value.slice(6, 14) <= chinaDate(now);
}

/** Field messages shown under inputs and returned by the server on 400. */
export const VALIDATION_MESSAGES = {
  mobile: '请输入正确的手机号码',
  smsCode: '请输入6位数字验证码',
  password: '密码为6-18位字母、数字或下划线',
  accountName: '请输入账号',
  idNumber: '请输入正确的18位身份证号码',
} as const;
