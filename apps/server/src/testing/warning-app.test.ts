import { EARLY_WARNING_ENDPOINTS as E } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { send } from './requests.ts';
import { useWarningTestApp } from './warning-app.ts';

const { t, tokens } = useWarningTestApp();
let firstApp: unknown;

describe('useWarningTestApp', () => {
  it('logs in every warning role on the demo city before the first test', async () => {
    expect(Object.keys(tokens).sort()).toEqual(
      ['district', 'guard', 'oa', 'otherDistrict', 'siblingGuard', 'station', 'teamAdmin'].sort(),
    );
    for (const token of Object.values(tokens)) {
      expect((await send(t.app, E.waitingCount, { as: token })).statusCode).toBe(200);
    }
    firstApp = t.app;
  });

  it('hands the same app to every test of the file', () => {
    expect(t.app).toBe(firstApp);
  });
});
