import * as contract from '@afp/contract';
import { endpointsIn, type Endpoint } from '@afp/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLER_KINDS, CALLER_KIND_NAMES, type CallerKind } from '../testing/access-callers.ts';
import { openAccessFixture } from '../testing/access-fixture.ts';
import { objectsByRelation, type ObjectKind, type ObjectRow } from '../testing/access-objects.ts';
import { fieldsOf, idFieldsOf, objectInputOf, placeOf, requestOf, routeKeyOf } from '../testing/access-requests.ts';
import { ACCESS_RULES, servesKind, SUBTREE, type AccessRule } from '../testing/access-rules.ts';
import { foreignObjects, swappedCursorOf, swappedIdOf, type SwapPools } from '../testing/id-swap-arbitraries.ts';
import type { buildTestApp } from '../testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The property-based id swap (issue 24 item 4): every route that takes an id, a cursor or an
 * organisation id is called by the kinds of caller it serves with those replaced by generated ones —
 * ids of objects and organisations outside the caller's reach, cursors positioned on them, and
 * malformed ids (too long, wrong type, SQL, LIKE wildcards, unicode). Never a 5xx, never a 2xx on an
 * object the caller may not reach, never another district's (or partner's) data in an answer.
 *
 * The routes are split over shard files (`id-swap.<n>.test.ts`) so the test workers share them.
 * Each route gets `ID_SWAP_RUNS` generated cases (see RUNS), fired in batches of BATCH at once:
 * a call spends most of its time waiting for the database, so a batch costs little more than one
 * call (fast-check shrinks a failing batch to the case that fails). `ID_SWAP_SEED` replays a run.
 */

/** Generated cases per route: 1,000 in CI's PostgreSQL pass (scripts/test.mjs), 100 elsewhere. */
const RUNS = Number(process.env.ID_SWAP_RUNS) || 100;
const BATCH = 20;
const SEED = Number(process.env.ID_SWAP_SEED) || undefined;

const isStream = (endpoint: Endpoint) => endpoint === contract.EARLY_WARNING_ENDPOINTS.stream;
/** A logout ends the session it is sent with: fired without one. */
const endsSession = (endpoint: Endpoint) => endpoint.path.endsWith('/logout');
const swappable = (endpoint: Endpoint) => idFieldsOf(endpoint).length > 0 || cursorFieldOf(endpoint) !== undefined;
const cursorFieldOf = (endpoint: Endpoint) => (fieldsOf(endpoint.query).includes('cursor') ? 'cursor' : undefined);
const allEndpoints = endpointsIn(contract).filter((endpoint) => swappable(endpoint) && !isStream(endpoint));

/** Ids of other districts (other partners, for a partner) named in an answer as an organisation: a leak. */
function foreignOrgsNamed(body: string, kind: CallerKind): string[] {
  const home = CALLER_KINDS[kind].home;
  if (!home || home === 'org-centre') return [];
  const ownBranch = /^org-(d\d+|p\d+)/.exec(home)?.[0];
  const isPartner = CALLER_KINDS[kind].loginType === 'cooperation';
  const named = [...body.matchAll(/"(?:orgId|orgPath|partnerOrgId|path)":"([^"]*)"/g)].map((match) => match[1]!);
  return named.filter((value) => {
    const branches = [...value.matchAll(/org-(d\d+|p\d+)/g)].map((match) => match[0]);
    return branches.some((branch) => branch !== ownBranch && branch.startsWith(isPartner ? 'org-p' : 'org-d'));
  });
}

interface Case {
  kind: CallerKind;
  swaps: [string, unknown][];
}

/** Shard `shard` of `of` (1-based) of the id-bearing routes, on the app `build` makes. */
export function idSwapSuite({ shard, of, build }: { shard: number; of: number; build: () => Promise<TestApp> }) {
  const endpoints = allEndpoints.filter((_, index) => index % of === shard - 1);
  let testApp: TestApp;
  let tokens: Record<CallerKind, string | null>;
  let objects: Record<ObjectKind, ObjectRow[]>;
  let homes: Record<CallerKind, string | null>;
  let sent = 0;
  const startedAt = Date.now();

  beforeAll(async () => {
    testApp = await build();
    ({ tokens, objects, homes } = await openAccessFixture(testApp));
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    console.info(
      `id swap ${shard}/${of}: ${endpoints.length} routes × ${RUNS} cases = ${sent} calls in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  });

  describe(`id swap ${shard}/${of}: ids from outside the caller’s reach, and malformed ones`, () => {
    if (shard === 1)
      it('covers every route that takes an id or a cursor', () => {
        expect(allEndpoints.length).toBeGreaterThan(100);
      });

    for (const endpoint of endpoints) {
      const key = routeKeyOf(endpoint);
      it(
        key,
        async () => {
          const rule: AccessRule | undefined = ACCESS_RULES[key];
          if (!rule) throw new Error(`no access rule for ${key} (testing/access-rules.ts)`);
          const kinds = endsSession(endpoint)
            ? (['anonymous'] as CallerKind[])
            : CALLER_KIND_NAMES.filter((kind) => servesKind(rule, kind) && (kind !== 'anonymous' || !rule.only));
          const fields = idFieldsOf(endpoint);
          const cursor = cursorFieldOf(endpoint);
          const values = {
            ids: Object.values(objects).flatMap((rows) => rows.slice(0, 2).map((row) => row.id)),
            texts: ['1'],
          };
          const setups = new Map<CallerKind, { pools: SwapPools; base: ReturnType<typeof objectInputOf> }>();
          for (const kind of kinds) {
            const home = homes[kind] ?? '/org-centre/';
            const isPartner = CALLER_KINDS[kind].loginType === 'cooperation';
            const reachOf = (objectKind: ObjectKind) =>
              rule.object?.kind === objectKind ? (rule.object.reach?.[kind] ?? SUBTREE) : SUBTREE;
            const foreign = foreignObjects(objects, home, isPartner, reachOf);
            const own = rule.object ? objectsByRelation(objects[rule.object.kind], home, isPartner).own : undefined;
            const field = rule.object?.field ?? fields[0] ?? cursor!;
            setups.set(kind, {
              pools: {
                foreignOfKind: rule.object ? foreign[rule.object.kind] : [],
                foreignAny: Object.values(foreign).flatMap((ids) => ids.slice(0, 20)),
                foreignOrgs: foreign.org,
                values,
              },
              base: objectInputOf(endpoint, field, own?.id ?? 'x', values),
            });
          }
          const cases: fc.Arbitrary<Case> = fc.constantFrom(...kinds).chain((kind) => {
            const { pools } = setups.get(kind)!;
            const swapsOf = [
              ...fields.map((field) =>
                fc.option(swappedIdOf(pools), { nil: undefined }).map((value) => [field, value] as const),
              ),
              ...(cursor
                ? [fc.option(swappedCursorOf(pools), { nil: undefined }).map((value) => [cursor, value] as const)]
                : []),
            ];
            return fc.tuple(...swapsOf).map((swaps) => {
              const chosen = swaps.filter(([, value]) => value !== undefined) as [string, unknown][];
              return { kind, swaps: chosen.length > 0 ? chosen : [[fields[0] ?? cursor!, '%']] };
            });
          });
          const check = async ({ kind, swaps }: Case) => {
            const { base, pools } = setups.get(kind)!;
            const query = { ...base.query };
            const body = { ...base.body };
            let pathId: string | undefined;
            for (const [field, value] of swaps) {
              const place = placeOf(endpoint, field);
              if (place === 'path') pathId = String(value);
              else (place === 'query' ? query : body)[field] = value;
            }
            sent += 1;
            const request = requestOf(endpoint, tokens[kind], { query, body, pathId });
            const response = await testApp.app.inject(request);
            const context = `${response.statusCode} as ${kind}: ${request.method} ${request.url} ${typeof request.payload === 'string' ? request.payload : ''}`;
            if (response.statusCode >= 500) throw new Error(`server error ${context}\n${response.body}`);
            if (response.statusCode >= 300) return;
            const foreignObject = swaps.find(
              ([field, value]) => field === rule.object?.field && pools.foreignOfKind.includes(value as string),
            );
            if (foreignObject) throw new Error(`answered another organisation's object ${context}\n${response.body}`);
            const leaked = swaps
              .map(([, value]) => value)
              .filter((value) => typeof value === 'string' && value.length > 3 && pools.foreignAny.includes(value))
              .filter((value) => response.body.includes(value as string));
            const named = foreignOrgsNamed(response.body, kind);
            if (leaked.length > 0 || named.length > 0)
              throw new Error(`answered data of another organisation (${[...leaked, ...named].join(', ')}) ${context}`);
          };
          await fc.assert(
            fc.asyncProperty(fc.array(cases, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
              await Promise.all(batch.map(check));
            }),
            { numRuns: Math.ceil(RUNS / BATCH), seed: SEED },
          );
        },
        600_000,
      );
    }
  });
}
