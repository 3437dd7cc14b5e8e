import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@afp/contract';

export interface LockState {
  failedLogins: number;
  lockedUntil: Date | null;
}

/** Failures older than this are forgotten (and unknown identifiers with them). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export const isLocked = (state: LockState, now: Date): boolean => state.lockedUntil !== null && state.lockedUntil > now;

/**
 * The fifth consecutive failure (within FAILURE_MEMORY_MS) locks the identifier for 15 minutes
 * and starts the count again.
 */
export function afterFailure(state: LockState, now: Date): LockState {
  const failedLogins = (isLocked(state, now) ? 0 : state.failedLogins) + 1;
  if (failedLogins >= LOGIN_MAX_FAILURES) {
    return { failedLogins: 0, lockedUntil: new Date(now.getTime() + LOGIN_LOCK_MS) };
  }
  return { failedLogins, lockedUntil: null };
}

export const LOGIN_MESSAGES = {
  badCredentials: '账号或密码错误',
  badSmsCode: '验证码错误或已过期',
  locked: '账号已锁定，请15分钟后再试',
  disabled: '账号已停用',
  smsTooFrequent: '验证码发送过于频繁，请稍后再试',
  smsSent: '验证码已发送',
  notBound: '未绑定账号',
  chooseAccount: '请选择账号',
  loggedOut: '已退出登录',
} as const;
