import * as contract from '@afp/contract';
import { endpointsIn, type Endpoint } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLER_KINDS, CALLER_KIND_NAMES, signIn, type CallerKind } from '../testing/access-callers.ts';
import { openAccessFixture } from '../testing/access-fixture.ts';
import {
  objectsByRelation,
  recordRoutes,
  RELATIONS,
  type ObjectKind,
  type ObjectRow,
  type RegisteredRoute,
} from '../testing/access-objects.ts';
import { accessText, idFieldsOf, objectInputOf, placeOf, requestOf, routeKeyOf } from '../testing/access-requests.ts';
import { ACCESS_RULES, letsIn, servesKind as serves, SUBTREE, type AccessRule } from '../testing/access-rules.ts';
import { buildTestApp } from '../testing/test-app.ts';

/**
 * The generated access matrix (issue 24 item 3): every route of the server, registered from the
 * contract's endpoint tables, fired as every kind of caller — and, where it takes an object by id,
 * at an object of every relation to the caller — against the rule declared for it in
 * testing/access-rules.ts. A route without a rule, or whose access differs from its rule, fails.
 * Denials: 401 without a session, 403 for a login type (or role) the route does not serve, 404 for
 * an object outside the caller's reach.
 */

const endpoints = endpointsIn(contract);
const endpointOf = new Map(endpoints.map((endpoint) => [routeKeyOf(endpoint), endpoint]));
/** The event stream never ends: an injected call that is let in would wait for ever. */
const isStream = (endpoint: Endpoint) => endpoint === contract.EARLY_WARNING_ENDPOINTS.stream;
/** A logout ends the session it is sent with: it gets a session of its own. */
const endsSession = (endpoint: Endpoint) => endpoint.path.endsWith('/logout');

let testApp: Awaited<ReturnType<typeof buildTestApp>>;
let registered: RegisteredRoute[];
let tokens: Record<CallerKind, string | null>;
let objects: Record<ObjectKind, ObjectRow[]>;
let homes: Record<CallerKind, string | null>;
const counted = { callerCells: 0, objectCells: 0, routes: 0, objectRoutes: 0 };

beforeAll(async () => {
  const recorder = recordRoutes();
  try {
    testApp = await buildTestApp();
  } finally {
    recorder.stop();
  }
  registered = recorder.routes;
  ({ tokens, objects, homes } = await openAccessFixture(testApp));
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  console.info(
    `access matrix: ${counted.routes} routes × ${CALLER_KIND_NAMES.length} caller kinds = ${counted.callerCells} calls; ` +
      `${counted.objectRoutes} object routes × callers × relations = ${counted.objectCells} calls`,
  );
});

const ruleOf = (key: string): AccessRule => {
  const rule = ACCESS_RULES[key];
  if (!rule) throw new Error(`no access rule for ${key}`);
  return rule;
};

async function tokenFor(endpoint: Endpoint, kind: CallerKind): Promise<string | null> {
  if (kind === 'anonymous') return null;
  return endsSession(endpoint) ? signIn(testApp.app, kind, testApp.clock) : tokens[kind];
}

describe('access matrix', () => {
  it('has a rule for every registered route and no rule for a route that is gone', () => {
    const keys = new Set(registered.map((route) => route.key));
    expect([...keys].filter((key) => !ACCESS_RULES[key]).sort(), 'routes without an access rule').toEqual([]);
    expect(
      Object.keys(ACCESS_RULES).filter((key) => !keys.has(key)),
      'rules of routes not registered',
    ).toEqual([]);
  });

  it('registers every endpoint of the contract, each with the access its rule declares', () => {
    const byKey = new Map(registered.map((route) => [route.key, route]));
    expect(endpoints.length).toBeGreaterThan(200);
    expect(
      [...endpointOf.keys()].filter((key) => !byKey.has(key)),
      'endpoints not registered',
    ).toEqual([]);
    const differing = registered
      .filter((route) => ACCESS_RULES[route.key] && accessText(route.access) !== ACCESS_RULES[route.key]!.access)
      .map((route) => `${route.key}: registered ${accessText(route.access)}, rule ${ACCESS_RULES[route.key]!.access}`);
    expect(differing).toEqual([]);
  });

  it('names, for every route taking an id, the object it takes or why its ids are nobody’s', () => {
    const undeclared = [...endpointOf]
      .filter(([key, endpoint]) => idFieldsOf(endpoint).length > 0 && !ruleOf(key).object && !ruleOf(key).ids)
      .map(([key, endpoint]) => `${key} (${idFieldsOf(endpoint).join(', ')})`);
    expect(undeclared).toEqual([]);
    for (const [key, endpoint] of endpointOf) {
      const object = ACCESS_RULES[key]?.object;
      if (object) expect(idFieldsOf(endpoint), key).toContain(object.field);
    }
  });

  it('answers every route as every caller kind as its access declares: 401, 403, or let in', async () => {
    const wrong: string[] = [];
    for (const [key, endpoint] of endpointOf) {
      const rule = ruleOf(key);
      counted.routes += 1;
      for (const kind of CALLER_KIND_NAMES) {
        if (isStream(endpoint) && serves(rule, kind)) continue;
        counted.callerCells += 1;
        const request = requestOf(endpoint, await tokenFor(endpoint, kind), { body: {} });
        const { statusCode } = await testApp.app.inject(request);
        const problem = callerProblem(rule, kind, statusCode);
        if (problem) wrong.push(`${key} as ${kind}: ${statusCode}, expected ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('reaches an object by id only where its relation to the caller is declared reachable: else 404', async () => {
    const wrong: string[] = [];
    const pools = {
      ids: Object.values(objects).flatMap((rows) => rows.slice(0, 3).map((row) => row.id)),
      texts: ['1'],
    };
    // Refusals first, on objects nobody has changed yet; then the calls that may change them.
    for (const phase of ['refused', 'reached'] as const) {
      for (const [key, endpoint] of endpointOf) {
        const { object, ...rule } = ruleOf(key);
        if (!object || isStream(endpoint)) continue;
        if (phase === 'refused') counted.objectRoutes += 1;
        for (const kind of CALLER_KIND_NAMES) {
          const home = homes[kind];
          if (!home || !letsIn({ ...rule, object }, kind)) continue;
          const isPartner = CALLER_KINDS[kind].loginType === 'cooperation';
          const served = serves({ ...rule, object }, kind);
          const reach = served ? (object.reach?.[kind] ?? SUBTREE) : [];
          const found = objectsByRelation(objects[object.kind], home, isPartner);
          for (const relation of RELATIONS) {
            const target = found[relation];
            const reachable = reach.includes(relation);
            if (!target || (phase === 'refused') === reachable) continue;
            counted.objectCells += 1;
            const input = objectInputOf(endpoint, object.field, target.id, pools);
            const pathId = placeOf(endpoint, object.field) === 'path' ? target.id : undefined;
            const request = requestOf(endpoint, await tokenFor(endpoint, kind), { ...input, pathId });
            const { statusCode } = await testApp.app.inject(request);
            const exact = { isValid: input.isValid, lookup: Boolean(object.lookup) };
            const problem = objectProblem(reachable, served, exact, statusCode);
            if (problem)
              wrong.push(`${key} as ${kind} on ${relation} ${target.id}: ${statusCode}, expected ${problem}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});

/** What is wrong with a status for a caller kind on a call without an object: nothing, or what was expected. */
function callerProblem(rule: AccessRule, kind: CallerKind, status: number): string | undefined {
  if (status >= 500) return 'no server error';
  if (!letsIn(rule, kind)) {
    const refusal = kind === 'anonymous' ? 401 : 403;
    return status === refusal ? undefined : String(refusal);
  }
  if (!serves(rule, kind))
    return status < 300 || status === 401 || status === 402 ? 'a refusal (403/404/400)' : undefined;
  if (rule.access === 'public') return undefined;
  return [401, 402, 403].includes(status) ? 'let in' : undefined;
}

/**
 * What is wrong with a status on an object of a relation the caller may (not) reach: a reachable
 * object is in sight (answered, or refused by role with 403 — never "not found", unless the route
 * also looks up something the drawn input names); a kind the route does not serve is refused (403)
 * or shown nothing (404); one it serves finds nothing outside its reach (404). An input the schemas
 * refuse whatever the object (none could be drawn) may be answered 400.
 */
function objectProblem(
  reachable: boolean,
  served: boolean,
  exact: { isValid: boolean; lookup: boolean },
  status: number,
): string | undefined {
  if (status >= 500) return 'no server error';
  if (status === 401 || status === 402) return reachable ? 'in sight' : 'hidden (404)';
  if (reachable) return status === 404 && exact.isValid && !exact.lookup ? 'in sight (not 404)' : undefined;
  if (status === 404 || (status === 400 && !exact.isValid) || (status === 403 && !served)) return undefined;
  return served ? 'hidden (404)' : 'refused (403/404)';
}
