import {
  GUARD_ROLE,
  idNumberCheckCharacter,
  type BehaviorKind,
  type BehaviorSource,
  type GullibleGroup,
  type GullibleRiskLevel,
  type GullibleSource,
} from '@afp/contract';
import { maskIdNumber, maskPhone, type PersonKeyOf } from '../core/personal-data.ts';
import type { Db } from '../db/client.ts';
import { behaviorEvent, gulliblePerson, gullibleVisit, protectionCircleMember } from '../db/schema.ts';
import {
  bulkInsert,
  demoIdNumber,
  demoPhone,
  hashSeed,
  seededUuid,
  withoutSecondaryIndexes,
  type DemoPerson,
} from './early-warnings.seed.ts';
import { personName, seededRandom, type SeededRandom } from './random.ts';

type PersonInsert = typeof gulliblePerson.$inferInsert;
type VisitInsert = typeof gullibleVisit.$inferInsert;
type EventInsert = typeof behaviorEvent.$inferInsert;
type MemberInsert = typeof protectionCircleMember.$inferInsert;
const DAY = 24 * 3600_000;

/**
 * A gullible person of the demo guard's community (org-d1-s1-c1) with no circle yet: the browser
 * journey adds a family member to it, then pushes a warning on this ID number.
 */
export const DEMO_GULLIBLE = {
  id: 'gullible-demo-0001',
  name: '钱守信',
  phone: '13700000002',
  idNumber: `33010219480307123${idNumberCheckCharacter('33010219480307123')}`,
  orgId: 'org-d1-s1-c1',
} as const;

export interface DemoGullibleOptions {
  communities: readonly { id: string; path: string; name: string }[];
  guards: readonly { id: string; orgId: string; roleType: number }[];
  /** Persons with warnings and a circle (the warning seed's circle owners): gullible persons too. */
  circleOwners: readonly DemoPerson[];
  /** Further gullible persons without warnings. */
  count: number;
  now: Date;
  personKeyOf: PersonKeyOf;
}

export interface DemoGullible {
  persons: PersonInsert[];
  visits: VisitInsert[];
  events: EventInsert[];
  /** Circles of the further persons (the warning owners' circles come from the warning seed). */
  members: MemberInsert[];
}

const groupOf = (random: SeededRandom, age: number): GullibleGroup => {
  if (age >= 60) return 'ELDERLY';
  if (age <= 22) return 'STUDENT';
  return random.pick<GullibleGroup>(['HOME_MOTHER', 'SINGLE_YOUTH', 'FINANCE_STAFF', 'JOBLESS', 'OTHER']);
};

const EVENT_TEXT: Record<BehaviorKind, { source: BehaviorSource[]; detail: string[] }> = {
  APP_INSTALL: {
    source: ['ANTI_FRAUD_APP', 'OPERATOR'],
    detail: ['安装“高收益理财”APP', '安装境外即时通讯APP', '安装仿冒贷款APP'],
  },
  SUSPECT_CALL: {
    source: ['OPERATOR'],
    detail: ['接听境外来电 3分12秒', '接听冒充客服来电 8分40秒', '多次接听虚拟号段来电'],
  },
  RISKY_WEBSITE: {
    source: ['ANTI_FRAUD_APP', 'OPERATOR'],
    detail: ['访问仿冒银行网站', '访问虚假投资平台', '访问刷单返利网站'],
  },
  WARNING_PUSH: { source: ['PLATFORM'], detail: ['省平台推送预警', '市平台推送预警', '96110 推送预警'] },
  LARGE_TRANSFER: {
    source: ['BANK', 'PAYMENT'],
    detail: ['向陌生账户转账 5,000 元', '夜间大额转账 20,000 元', '多笔小额转账合计 8,600 元'],
  },
};
const KINDS = Object.keys(EVENT_TEXT) as BehaviorKind[];

function eventsOf(random: SeededRandom, personId: string, now: Date, hasWarning: boolean): EventInsert[] {
  const events: EventInsert[] = [];
  const n = random.int(hasWarning ? 2 : 0, 7);
  for (let i = 0; i < n; i += 1) {
    const kind = i === 0 && hasWarning ? 'WARNING_PUSH' : random.pick(KINDS);
    const text = EVENT_TEXT[kind];
    events.push({
      id: seededUuid(random),
      personId,
      kind,
      source: random.pick(text.source),
      detail: random.pick(text.detail),
      occurredAt: new Date(now.getTime() - random.int(0, 180) * DAY - random.int(0, DAY)),
    });
  }
  return events;
}

const CONTENTS = [
  '入户宣传防诈知识，发放宣传册',
  '电话提醒近期高发诈骗类型',
  '指导安装国家反诈中心APP并完成注册',
  '与家属沟通，建议加入守护圈',
];
const RELATIONS = ['儿子', '女儿', '配偶', '兄弟姐妹', '邻居'];

/** Gullible persons over the demo communities, with visits, behaviour timelines and circles (deterministic). */
export function buildDemoGullible(options: DemoGullibleOptions): DemoGullible {
  const random = seededRandom(9011);
  const communities = new Map(options.communities.map((c) => [c.id, c]));
  const guardsOf = new Map<string, string[]>();
  for (const guard of options.guards) {
    if (guard.roleType !== GUARD_ROLE.guard) continue;
    guardsOf.set(guard.orgId, [...(guardsOf.get(guard.orgId) ?? []), guard.id]);
  }
  const out: DemoGullible = { persons: [], visits: [], events: [], members: [] };
  const year = options.now.getUTCFullYear();

  const add = (
    person: { name: string; phone: string; idNumber: string; personKey: string; birthYear: number; address: string },
    community: { id: string; path: string; name: string },
    source: GullibleSource,
    index: number,
    hasWarning: boolean,
  ) => {
    const id = index === 0 ? DEMO_GULLIBLE.id : `gullible-${String(index + 1).padStart(6, '0')}`;
    const age = year - person.birthYear;
    const createdAt = new Date(options.now.getTime() - random.int(1, 720) * DAY - random.int(0, DAY));
    const visited = index !== 0 && random.next() < 0.65;
    const lastVisitedAt = visited ? new Date(options.now.getTime() - random.int(1, 200) * DAY) : null;
    const appInstalled = visited && random.next() < 0.5;
    const risk: GullibleRiskLevel = hasWarning
      ? random.pick(['HIGH', 'HIGH', 'MEDIUM'])
      : random.pick(['HIGH', 'MEDIUM', 'LOW', 'LOW']);
    out.persons.push({
      id,
      orgId: community.id,
      orgPath: community.path,
      name: person.name,
      phoneMasked: maskPhone(person.phone),
      idNumberMasked: maskIdNumber(person.idNumber),
      contactPhone: person.phone,
      phoneKey: options.personKeyOf({ name: '', phone: person.phone }),
      personKey: person.personKey,
      address: person.address,
      group: index === 0 ? 'ELDERLY' : groupOf(random, age),
      riskLevel: index === 0 ? 'HIGH' : risk,
      source,
      guardId: guardsOf.get(community.id)?.[index % 2] ?? guardsOf.get(community.id)?.[0] ?? null,
      lastVisitedAt,
      publicityDone: visited,
      appInstalled,
      circleJoined: hasWarning,
      version: 0,
      createdAt,
      updatedAt: lastVisitedAt ?? createdAt,
    });
    if (lastVisitedAt) {
      out.visits.push({
        id: seededUuid(random),
        personId: id,
        orgId: community.id,
        publicityDone: true,
        appInstalled,
        circleJoined: hasWarning,
        content: random.pick(CONTENTS),
        visitedBy: guardsOf.get(community.id)?.[0] ?? 'system',
        visitedByName: '社区卫士',
        visitedAt: lastVisitedAt,
      });
    }
    out.events.push(...eventsOf(random, id, options.now, hasWarning));
  };

  // The journey's person first, then every warning owner of a community, then persons without warnings.
  const demo = communities.get(DEMO_GULLIBLE.orgId);
  if (demo) {
    add(
      {
        ...DEMO_GULLIBLE,
        personKey: options.personKeyOf({ name: DEMO_GULLIBLE.name, idNumber: DEMO_GULLIBLE.idNumber }),
        birthYear: 1948,
        address: `${demo.name}3栋2单元501室`,
      },
      demo,
      'SURVEY',
      0,
      false,
    );
  }
  let index = 1;
  for (const owner of options.circleOwners) {
    const community = communities.get(owner.orgId);
    if (!community) continue;
    add(owner, community, 'WARNING', index, true);
    index += 1;
  }
  const list = [...communities.values()];
  for (let i = 0; i < options.count; i += 1, index += 1) {
    const community = list[hashSeed(`g${i}`) % list.length]!;
    const district = Number(/org-d(\d+)/.exec(community.id)?.[1] ?? 1) - 1;
    const birthYear = year - (random.next() < 0.5 ? random.int(60, 88) : random.int(16, 59));
    const idNumber = demoIdNumber(random, district, birthYear, random.next() < 0.5);
    const name = personName(random);
    const phone = demoPhone(random);
    const personKey = options.personKeyOf({ name, idNumber });
    add(
      {
        name,
        phone,
        idNumber,
        personKey,
        birthYear,
        address: `${community.name}${random.int(1, 36)}栋${random.int(1, 28)}0${random.int(1, 4)}室`,
      },
      community,
      random.pick<GullibleSource>(['POPULATION', 'SURVEY', 'SELF_REPORT']),
      index,
      false,
    );
    if (random.next() < 0.4) {
      const size = random.int(1, 3);
      for (let m = 0; m < size; m += 1) {
        const roll = random.next();
        const status = roll < 0.6 ? 'ACTIVE' : roll < 0.85 ? 'INVITED' : roll < 0.95 ? 'DECLINED' : 'REMOVED';
        const createdAt = new Date(options.now.getTime() - random.int(1, 300) * DAY);
        out.members.push({
          id: seededUuid(random),
          ownerPersonKey: personKey,
          name: (name[0] ?? '') + personName(random).slice(1),
          phone: demoPhone(random),
          relation: random.pick(RELATIONS),
          role: m === 2 ? 'grid' : 'family',
          status,
          notify: status === 'ACTIVE',
          invitationHash: null,
          respondedAt: status === 'INVITED' ? null : new Date(createdAt.getTime() + random.int(1, 72) * 3600_000),
          version: status === 'INVITED' ? 0 : 1,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
  }
  return out;
}

/** Inside the caller's transaction (the seed's): all or nothing. */
export async function insertDemoGullible(db: Db, data: DemoGullible): Promise<void> {
  await withoutSecondaryIndexes(db, gulliblePerson, () => bulkInsert(db, gulliblePerson, data.persons));
  await bulkInsert(db, gullibleVisit, data.visits);
  await withoutSecondaryIndexes(db, behaviorEvent, () => bulkInsert(db, behaviorEvent, data.events));
  await bulkInsert(db, protectionCircleMember, data.members);
}
