import type { ResidentTag } from '@afp/contract';
import { maskIdNumber, maskPhone, type PersonKeyOf } from '../core/personal-data.ts';
import type { Db } from '../db/client.ts';
import { resident } from '../db/schema.ts';
import { bulkInsert, demoIdNumber, demoPhone, hashSeed, withoutSecondaryIndexes } from './early-warnings.seed.ts';
import { personName, seededRandom, type SeededRandom } from './random.ts';

type ResidentInsert = typeof resident.$inferInsert;
const DAY = 24 * 3600_000;

/**
 * A resident of the demo guard's community (org-d1-s1-c1) with a known phone, so the demo and
 * the browser journey can search for someone: 独居老人, no anti-fraud app yet.
 */
export const DEMO_RESIDENT = { name: '周守望', phone: '13700000001', orgId: 'org-d1-s1-c1' } as const;

export interface DemoResidentOptions {
  communities: readonly { id: string; path: string; name: string }[];
  count: number;
  now: Date;
  personKeyOf: PersonKeyOf;
}

/** Tags follow age: old people living alone, students, migrant workers; some of any age are gullible. */
function tagsOf(random: SeededRandom, age: number, isLocal: boolean): ResidentTag[] {
  const tags: ResidentTag[] = [];
  if (age >= 65 && random.next() < 0.35) tags.push('ELDERLY_ALONE');
  if (age <= 22 && random.next() < 0.8) tags.push('STUDENT');
  if (!isLocal && age > 18 && age < 60 && random.next() < 0.7) tags.push('MIGRANT_WORKER');
  if (random.next() < (age >= 60 ? 0.15 : 0.05)) tags.push('GULLIBLE');
  return tags;
}

type Community = DemoResidentOptions['communities'][number];

/** Communities differ in size (from one to three shares, by a hash of the id): the bars should differ too. */
function communityPicker(communities: DemoResidentOptions['communities']) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const community of communities) cumulative.push((sum += 1 + (hashSeed(community.id) % 3)));
  return (random: SeededRandom): Community => {
    const at = random.next() * sum;
    return communities[cumulative.findIndex((bound) => at < bound)]!;
  };
}

function demoResident(
  random: SeededRandom,
  index: number,
  community: Community,
  options: DemoResidentOptions,
): ResidentInsert {
  const district = Number(/org-d(\d+)/.exec(community.id)?.[1] ?? 1) - 1;
  const birthYear = options.now.getUTCFullYear() - random.int(6, 92);
  const idNumber = demoIdNumber(random, district, birthYear, random.next() < 0.5);
  const phone = index === 0 ? DEMO_RESIDENT.phone : demoPhone(random);
  const name = index === 0 ? DEMO_RESIDENT.name : personName(random);
  const age = options.now.getUTCFullYear() - birthYear;
  const registeredAt = new Date(options.now.getTime() - random.int(1, 3 * 365) * DAY - random.int(0, DAY));
  const publicised = random.next() < 0.6;
  return {
    id: `resident-${String(index + 1).padStart(6, '0')}`,
    orgId: community.id,
    orgPath: community.path,
    name,
    phoneMasked: maskPhone(phone),
    idNumberMasked: maskIdNumber(idNumber),
    phoneKey: options.personKeyOf({ name, phone }),
    idNumberKey: options.personKeyOf({ name, idNumber }),
    address: `${community.name}${random.int(1, 36)}栋${random.int(1, 4)}单元${random.int(1, 28)}0${random.int(1, 4)}室`,
    tags: index === 0 ? ['ELDERLY_ALONE'] : tagsOf(random, age, idNumber.startsWith('3301')),
    appInstalled: index === 0 ? false : random.next() < 0.45,
    lastPublicityAt: publicised ? new Date(options.now.getTime() - random.int(0, 180) * DAY) : null,
    gulliblePersonId: null,
    version: 0,
    registeredAt,
    updatedAt: registeredAt,
  };
}

/** Residents over the demo communities (of differing sizes): a pure function of (count, now, communities). */
export function buildDemoResidents(options: DemoResidentOptions): ResidentInsert[] {
  const random = seededRandom(4601);
  const pickCommunity = communityPicker(options.communities);
  const demoCommunity = options.communities.find((c) => c.id === DEMO_RESIDENT.orgId) ?? pickCommunity(random);
  return Array.from({ length: options.count }, (_, index) =>
    demoResident(random, index, index === 0 ? demoCommunity : pickCommunity(random), options),
  );
}

/** Inside the caller's transaction (the seed's): all or nothing. */
export async function insertDemoResidents(db: Db, residents: readonly ResidentInsert[]): Promise<void> {
  await withoutSecondaryIndexes(db, resident, () => bulkInsert(db, resident, residents));
}
