import * as contract from '@afp/contract';
import { endpointsIn, urlOf, type Endpoint } from '@afp/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyWarning, guardUser, oaAccount, org, warningAssignment, warningTransfer } from '../db/schema.ts';
import { DEV_INTAKE_KEY } from '../seed/intake-clients.seed.ts';
import { loginCooperation, loginGuard, loginOa } from '../testing/sessions.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { DEMO_LOGINS } from '../seed/demo-city.ts';
import { inputOf, queryStringOf, type ValuePools } from './contract-arbitraries.ts';

/**
 * Malformed and boundary input generated from the contract's schemas, sent to every route with a
 * fitting session and without: no input may ever answer 5xx (issue 7 item 6).
 */

const allEndpoints = () => endpointsIn(contract);

/** The event stream never ends, so an injected request would wait for ever; it takes no input. */
const endpoints = allEndpoints().filter((endpoint) => endpoint !== contract.EARLY_WARNING_ENDPOINTS.stream);
const RUNS_PER_ENDPOINT = 50;
/** Logout ends the session it is sent with; it accepts anonymous callers, so it is fuzzed without one. */
const isLogout = (endpoint: Endpoint) => endpoint.path.endsWith('/logout');

let testApp: Awaited<ReturnType<typeof buildTestApp>>;
let pools: ValuePools;
let credentials: Record<string, Record<string, string>>;
let sent = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { app, db } = testApp;
  const idsOf = async (rows: Promise<{ id: string }[]>) => (await rows).map((row) => row.id);
  pools = {
    ids: [
      ...(await idsOf(db.select({ id: warningAssignment.id }).from(warningAssignment).limit(5))),
      ...(await idsOf(db.select({ id: earlyWarning.id }).from(earlyWarning).limit(3))),
      ...(await idsOf(db.select({ id: warningTransfer.id }).from(warningTransfer).limit(3))),
      ...(await idsOf(db.select({ id: org.id }).from(org).limit(5))),
      ...(await idsOf(db.select({ id: guardUser.id }).from(guardUser).limit(2))),
      ...(await idsOf(db.select({ id: oaAccount.id }).from(oaAccount).limit(2))),
    ],
    texts: ['REBATE_TASK', DEMO_LOGINS.guard, '13812341234', '2024-01-01T00:00:00Z', '张三', '1', 'true', 'photo.png'],
  };
  const bearer = (token: string) => ({ authorization: token });
  credentials = {
    anonymous: {},
    oa: bearer(await loginOa(app)),
    guard: bearer((await loginGuard(app, DEMO_LOGINS.guardTeamAdmin)).token),
    cooperation: bearer(await loginCooperation(app)),
    intake: { 'x-intake-key': DEV_INTAKE_KEY },
  };
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  // ≥ 2,000 generated requests per run (issue 7).
  expect(sent).toBeGreaterThanOrEqual(2_000);
});

function requestOf(
  endpoint: Endpoint,
  headers: Record<string, string>,
  query: unknown,
  body: unknown,
): InjectOptions & { url: string } {
  const request: InjectOptions & { url: string } = {
    method: endpoint.method,
    url: urlOf(endpoint) + (endpoint.query ? queryStringOf(query) : ''),
    headers: { ...headers },
  };
  if (endpoint.method === 'POST') {
    request.headers = { ...request.headers, 'content-type': 'application/json' };
    request.payload = body === undefined ? '' : (JSON.stringify(body) ?? '');
  }
  return request;
}

/** The credentials a route accepts: those it does not refuse with 401/402/403 on an empty request. */
async function suitableCredentials(endpoint: Endpoint): Promise<string[]> {
  if (isLogout(endpoint)) return ['anonymous'];
  const suitable: string[] = [];
  for (const [name, headers] of Object.entries(credentials)) {
    const response = await testApp.app.inject(requestOf(endpoint, headers, {}, {}));
    if (![401, 402, 403].includes(response.statusCode)) suitable.push(name);
  }
  return suitable.length > 0 ? suitable : Object.keys(credentials);
}

describe('contract fuzz: no input answers 5xx', () => {
  it('covers every endpoint of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(40);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${urlOf(endpoint)}`, async () => {
      const suitable = await suitableCredentials(endpoint);
      const others = isLogout(endpoint) ? suitable : Object.keys(credentials);
      const query = endpoint.query ? inputOf(endpoint.query, pools) : fc.constant(undefined);
      const body = endpoint.body ? inputOf(endpoint.body, pools) : fc.constantFrom<unknown>(undefined, {}, 'raw', [1]);
      const who = fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...suitable) },
        { weight: 1, arbitrary: fc.constantFrom(...others) },
      );
      await fc.assert(
        fc.asyncProperty(who, query, body, async (credential, queryInput, bodyInput) => {
          const request = requestOf(endpoint, credentials[credential] ?? {}, queryInput, bodyInput);
          sent += 1;
          const response = await testApp.app.inject(request);
          if (response.statusCode >= 500) {
            throw new Error(
              `${response.statusCode} for ${credential} ${request.method} ${request.url}\n${response.body}`,
            );
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
    });
  }
});
