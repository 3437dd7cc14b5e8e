import type { Db } from '../db/client.ts';
import { maskName, maskPhone, type PersonKeyOf } from '../core/personal-data.ts';
import { spreadUser } from '../db/schema.ts';
import { personName, seededRandom } from './random.ts';
import { type SeedOrg as SharedSeedOrg, type SeedGuard as SharedSeedGuard } from './early-warnings.seed.ts';

type SpreadInsert = typeof spreadUser.$inferInsert;

type SeedOrg = Pick<SharedSeedOrg, 'id' | 'path' | 'kind'>;
type SeedGuard = Pick<SharedSeedGuard, 'id' | 'orgId' | 'roleType'>;

const DAY = 24 * 3600_000;
/** How far back the demo registrations go. */
const SPREAD_DAYS = 90;
/** About one registration in eight repeats a phone already registered (recorded, not counted). */
const REPEAT_SHARE = 0.12;

/**
 * Residents registered through the community guards' promotion codes over the last 90 days,
 * deterministic (seeded): phones of the 177 range, some registered twice — through the same or
 * another guard — so the first counts and the repeat is kept uncounted, as the live rule does.
 */
export function buildDemoSpreadUsers(input: {
  orgs: SeedOrg[];
  guards: SeedGuard[];
  now: Date;
  personKeyOf: PersonKeyOf;
}): SpreadInsert[] {
  const random = seededRandom(20261101);
  const orgById = new Map(input.orgs.map((o) => [o.id, o]));
  const drafts: { guard: SeedGuard; org: SeedOrg; at: Date; phone: string; name: string }[] = [];
  const phones: string[] = [];
  for (const guard of input.guards) {
    const org = orgById.get(guard.orgId);
    if (!org || org.kind !== 'community') continue;
    const n = random.int(0, 14);
    for (let i = 0; i < n; i += 1) {
      const repeat = phones.length > 0 && random.next() < REPEAT_SHARE;
      const phone = repeat ? random.pick(phones) : `177${String(10_000_000 + phones.length * 7_919).slice(-8)}`;
      if (!repeat) phones.push(phone);
      const at = new Date(input.now.getTime() - random.next() * SPREAD_DAYS * DAY);
      drafts.push({ guard, org, at, phone, name: personName(random) });
    }
  }
  drafts.sort((a, b) => a.at.getTime() - b.at.getTime());
  const counted = new Set<string>();
  return drafts.map((draft, i) => {
    const phoneKey = input.personKeyOf({ name: '', phone: draft.phone });
    const first = !counted.has(phoneKey);
    counted.add(phoneKey);
    return {
      id: `spread-${String(i + 1).padStart(5, '0')}`,
      guardId: draft.guard.id,
      orgId: draft.org.id,
      orgPath: draft.org.path,
      guardOrgPath: draft.org.path,
      nameMasked: maskName(draft.name),
      phoneMasked: maskPhone(draft.phone),
      phoneKey,
      counted: first,
      createdAt: draft.at,
    };
  });
}

/** Set-based inserts in batches. */
export async function insertDemoSpreadUsers(db: Db, rows: SpreadInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(spreadUser).values(rows.slice(i, i + 500));
}
