import { EARLY_CODE_LOGIN_GLOBAL } from '@afp/contract';

interface EarlyCodeLogin {
  code: string;
  answer: Promise<Response>;
}

type WithEarlyCodeLogin = Record<typeof EARLY_CODE_LOGIN_GLOBAL, EarlyCodeLogin | undefined>;

/**
 * The auth-code exchange index.html's first-screen script already sent for this code (contract
 * first-screen.ts), taken once: an auth code works only once, so the app reads that answer instead
 * of sending the code again. Undefined when the script sent nothing for this code.
 */
export function takeEarlyCodeLogin(code: string): Promise<Response> | undefined {
  const holder = globalThis as unknown as WithEarlyCodeLogin;
  const early = holder[EARLY_CODE_LOGIN_GLOBAL];
  if (!early || early.code !== code) return undefined;
  holder[EARLY_CODE_LOGIN_GLOBAL] = undefined;
  return early.answer;
}
