import type { Db } from '../db/client.ts';
import { protectionCircleMember } from '../db/schema.ts';
import { personName, seededRandom } from './random.ts';
import { bulkInsert, demoPhone, hashSeed, seededUuid } from './early-warnings.seed.ts';

type MemberInsert = typeof protectionCircleMember.$inferInsert;

export const CIRCLE_RELATIONS = ['儿子', '女儿', '配偶', '父亲', '母亲'] as const;

export interface CircleOwner {
  personKey: string;
  name: string;
  /** Year of birth, so a 70-year-old gets children rather than parents. */
  birthYear: number;
}

/**
 * The ACTIVE family members of one protected person: a pure function of the person (seeded by
 * the person key), so the warning seed can offer the same relatives as 亲友 contacts.
 */
export function circleMembersOf(owner: CircleOwner, now: Date): MemberInsert[] {
  const random = seededRandom(hashSeed(`circle:${owner.personKey}`));
  const age = new Date(now).getUTCFullYear() - owner.birthYear;
  const relations: string[] =
    age >= 55 ? ['儿子', '女儿', '配偶'] : age <= 30 ? ['父亲', '母亲', '配偶'] : [...CIRCLE_RELATIONS];
  const size = random.int(1, 3);
  const members: MemberInsert[] = [];
  const used = new Set<string>();
  for (let i = 0; i < size; i += 1) {
    const relation = random.pick(relations);
    if (used.has(relation)) continue;
    used.add(relation);
    const surname = owner.name[0] ?? '';
    const name =
      relation === '配偶' || relation === '母亲' ? personName(random) : surname + personName(random).slice(1);
    members.push({
      id: seededUuid(random),
      ownerPersonKey: owner.personKey,
      name,
      phone: demoPhone(random),
      relation,
      role: 'family',
      status: 'ACTIVE',
      createdAt: new Date(now.getTime() - random.int(100, 400) * 86_400_000),
    });
  }
  return members;
}

/** Circle members of every owner, in owner order (deterministic). */
export const buildProtectionCircles = (owners: Iterable<CircleOwner>, now: Date): MemberInsert[] =>
  [...owners].flatMap((owner) => circleMembersOf(owner, now));

export async function insertProtectionCircles(db: Db, members: MemberInsert[]): Promise<void> {
  await bulkInsert(db, protectionCircleMember, members);
}
