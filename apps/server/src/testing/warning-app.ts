import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './test-app.ts';
import { loginWarningRoles } from './warning-factory.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
type WarningTokens = Awaited<ReturnType<typeof loginWarningRoles>>;

/**
 * One test app per file with the warning roles logged in (`loginWarningRoles`), built before the
 * file's tests and closed after them. Call at the top of a test file; `t` and `tokens` are usable
 * inside its tests (they are filled in by the file's beforeAll).
 */
export function useWarningTestApp(): { t: TestApp; tokens: WarningTokens } {
  let built: TestApp | undefined;
  const tokens = {} as WarningTokens;
  beforeAll(async () => {
    built = await buildTestApp();
    Object.assign(tokens, await loginWarningRoles(built.app, built.db));
  });
  afterAll(() => built?.close());
  const t = new Proxy({} as TestApp, {
    get(_target, key) {
      if (!built) throw new Error('the warning test app is used before its beforeAll ran');
      return Reflect.get(built, key) as unknown;
    },
  });
  return { t, tokens };
}
