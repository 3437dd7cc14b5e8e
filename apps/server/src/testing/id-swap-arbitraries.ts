import fc from 'fast-check';
import { hostileValue, type ValuePools } from '../fuzz/contract-arbitraries.ts';
import { relationOf, type ObjectKind, type ObjectRow, type Relation } from './access-objects.ts';

/**
 * What the id swap (issue 24 item 4) puts where a route expects an id: ids of objects and
 * organisations outside the caller's reach, keyset cursors positioned on them, and malformed ids.
 */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Ids that a careless query widens or breaks on: LIKE wildcards, case and space variants, SQL, unicode. */
export const MALFORMED_IDS: readonly unknown[] = [
  '%',
  '_',
  'org-d%',
  'org-d1-s1%',
  '%/org-d2/%',
  'ORG-D2',
  ' org-d2',
  'org-d2 ',
  'org-d2\u0000',
  'org-d2\u202e',
  'ｏｒｇ－ｄ２',
  "' or '1'='1",
  "x'); drop table org; --",
  '1 union select path from org',
  '../org-d2',
  '/org-centre/org-d2/',
  'x'.repeat(65),
  'x'.repeat(5_000),
  '💥'.repeat(40),
  '',
  ' ',
  0,
  -1,
  1e308,
  true,
  null,
  [],
  ['org-d2'],
  { id: 'org-d2' },
];

export interface SwapPools {
  /** Objects the caller may not reach (of the route's own kind first, then of any kind). */
  foreignOfKind: string[];
  foreignAny: string[];
  /** Organisations outside the caller's subtree. */
  foreignOrgs: string[];
  /** Realistic values for the rest of the input. */
  values: ValuePools;
}

/** The unreachable objects of each kind for a caller at `home` whose reach is `reach`. */
export function foreignObjects(
  objects: Record<ObjectKind, ObjectRow[]>,
  home: string,
  isPartner: boolean,
  reachOf: (kind: ObjectKind) => readonly Relation[],
): Record<ObjectKind, string[]> {
  return Object.fromEntries(
    Object.entries(objects).map(([kind, rows]) => [
      kind,
      rows
        .filter((row) => !reachOf(kind as ObjectKind).includes(relationOf(row, home, isPartner)))
        .map((row) => row.id),
    ]),
  ) as Record<ObjectKind, string[]>;
}

/** A keyset cursor (`[micros, id, counted]`, base64url, core/keyset-page.ts) positioned on a foreign object, or forged. */
const cursorOf = (ids: string[]) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...ids), fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.integer({ min: 0, max: 100 }))
      .map(([id, offset, counted]) => b64([String(Date.now() * 1000 + offset * 1000), id, counted])),
    fc.constantFrom(...ids).map((id) => b64([new Date().toISOString(), id, 1])),
    fc.constantFrom(...ids).map((id) => b64({ id })),
    fc.string({ maxLength: 30 }).map(b64),
  );

/** A value for an id field: a foreign object or organisation, or a malformed id. */
export function swappedIdOf(pools: SwapPools): fc.Arbitrary<unknown> {
  const some = (ids: string[]) => (ids.length > 0 ? [fc.constantFrom(...ids)] : []);
  return fc.oneof(
    ...some(pools.foreignOfKind).map((arbitrary) => ({ weight: 6, arbitrary })),
    ...some(pools.foreignAny).map((arbitrary) => ({ weight: 2, arbitrary })),
    ...some(pools.foreignOrgs).map((arbitrary) => ({ weight: 2, arbitrary })),
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_IDS) },
    { weight: 1, arbitrary: hostileValue(pools.values) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 70 }) },
  );
}

/** A value for a cursor field. */
export const swappedCursorOf = (pools: SwapPools): fc.Arbitrary<unknown> =>
  fc.oneof(cursorOf([...pools.foreignOfKind, ...pools.foreignAny, 'x']), fc.constantFrom(...MALFORMED_IDS));
