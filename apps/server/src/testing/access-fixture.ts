import { signInAll, type CallerKind } from './access-callers.ts';
import { homePathsOf, loadObjects, type ObjectKind, type ObjectRow } from './access-objects.ts';
import type { buildTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * What the access matrix and the id swap fire from: the seeded test app, a session for every kind
 * of caller, the seeded objects of every kind and each caller's home organisation path.
 */
export interface AccessFixture {
  testApp: TestApp;
  tokens: Record<CallerKind, string | null>;
  objects: Record<ObjectKind, ObjectRow[]>;
  homes: Record<CallerKind, string | null>;
}

/** The fixture over an app the caller builds (so a test can record the routes it registers). */
export async function openAccessFixture(testApp: TestApp): Promise<AccessFixture> {
  return {
    testApp,
    tokens: await signInAll(testApp.app),
    objects: await loadObjects(testApp.db),
    homes: await homePathsOf(testApp.db),
  };
}
