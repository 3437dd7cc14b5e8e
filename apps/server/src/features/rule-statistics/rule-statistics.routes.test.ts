import { DEFAULT_ANNUAL, RULE_STATISTICS_ENDPOINTS, urlOf } from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { ruleSet } from './rule-statistics.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let oa: string;
beforeAll(async () => {
  t = await buildTestApp();
  oa = await loginOa(t.app);
}, 180_000);
afterAll(() => t.close());

/** The demo's rule sets follow the clock: this year (China time) is the latest issued one. */
const thisYear = () => new Date(t.clock.now().getTime() + 8 * 3600_000).getUTCFullYear();

const latestIssueYear = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: urlOf(RULE_STATISTICS_ENDPOINTS.latestIssueYear),
    headers: { authorization: token },
  });

describe('GET /api/oa/rule/org/v2/getLatestIssueYear', () => {
  it("answers the latest issued year (this year's rule set), not next year's unissued draft", async () => {
    const response = await latestIssueYear(oa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, success: true, message: '操作成功', data: thisYear() });
  });

  it('follows a newly issued rule set', async () => {
    await t.db
      .update(ruleSet)
      .set({ issuedAt: t.clock.now() })
      .where(eq(ruleSet.year, thisYear() + 1));
    expect((await latestIssueYear(oa)).json().data).toBe(thisYear() + 1);
  });

  it('falls back to the default year 2023 when no rule set is issued', async () => {
    await t.db.delete(ruleSet);
    expect(DEFAULT_ANNUAL).toBe(2023);
    expect((await latestIssueYear(oa)).json()).toMatchObject({ code: 200, success: true, data: 2023 });
  });

  it('is for oa sessions only', async () => {
    expect((await latestIssueYear((await loginGuard(t.app)).token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf(RULE_STATISTICS_ENDPOINTS.latestIssueYear) })).statusCode,
    ).toBe(401);
  });
});
