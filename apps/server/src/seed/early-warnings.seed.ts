import {
  chinaDayOf,
  chinaDayStart,
  DEFAULT_DEADLINES,
  formatChinaDateTime,
  FRAUD_TYPES,
  idNumberCheckCharacter,
  NOT_CONNECTED_REASONS,
  NOT_FOUND_YET,
  RETURN_VISIT_VERDICTS,
  VISIT_CHECKLIST,
  VISIT_CHECK_ITEMS,
  visitChecklistSummary,
  WARNING_SOURCES,
  type AssignmentState,
  type ReturnVisitVerdict,
  type VisitCheckAnswer,
  type VisitCheckGroup,
  type WarningKind,
  type WarningLevel,
  type WarningSource,
} from '@afp/contract';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { DEFAULT_RECONTACT, nextAttemptDueAt, type AssignmentAction } from '../core/assignment/index.ts';
import { createPersonKey, DEV_PERSON_KEY_SECRET, victimLookupOf, type PersonKeyOf } from '../core/personal-data.ts';
import { earlyWarning, operationLog, warningAssignment, warningFeedback, warningTransfer } from '../db/schema.ts';
import { personName, seededRandom, type SeededRandom } from './random.ts';

type WarningInsert = typeof earlyWarning.$inferInsert;
type AssignmentInsert = typeof warningAssignment.$inferInsert;
type FeedbackInsert = typeof warningFeedback.$inferInsert;
type TransferInsert = typeof warningTransfer.$inferInsert;
type LogInsert = typeof operationLog.$inferInsert;

const MINUTE = 60_000;
/** Why a demo visit left an item of its checklist undone, by the item's group. */
const CHECK_MISSED_REASONS: Record<VisitCheckGroup, string[]> = {
  look: ['手机不在身边', '当事人拒绝出示手机', '聊天记录已删除'],
  ask: ['当事人不愿透露', '当事人情绪激动，改日再问'],
  protect: ['老年机无法安装', '手机存储已满，约定次日安装'],
};
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Plausible personal data: GB 11643 ID numbers, 1xx mobile numbers, 62… bank cards (Luhn).

/** A 32-bit seed from a string (FNV-1a), for per-entity generators that do not depend on order. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const hex = (random: SeededRandom, n: number) => {
  let out = '';
  for (let i = 0; i < n; i += 1) out += Math.floor(random.next() * 16).toString(16);
  return out;
};
/** A v4-shaped UUID drawn from the seeded generator (the app's own ids are random UUIDs). */
export const seededUuid = (random: SeededRandom): string =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${'89ab'[random.int(0, 3)]}${hex(random, 3)}-${hex(random, 12)}`;

const digits = (random: SeededRandom, n: number) => {
  let out = '';
  for (let i = 0; i < n; i += 1) out += String(random.int(0, 9));
  return out;
};

/** Residents mostly of the demo city's districts, some born elsewhere. */
const LOCAL_AREAS = ['330102', '330105', '330106', '330108', '330109'];
const OTHER_AREAS = ['410102', '420106', '510104', '360102', '340104', '430103', '320106', '350102'];

/** A valid ID number (GB 11643: a real birth date in the past, its check character). */
export function demoIdNumber(random: SeededRandom, district: number, birthYear: number, male: boolean): string {
  const area =
    random.next() < 0.85 ? (LOCAL_AREAS[district % LOCAL_AREAS.length] ?? '330102') : random.pick(OTHER_AREAS);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const order = random.int(0, 49) * 2 + (male ? 1 : 0) + 100 * random.int(0, 9);
  const first17 = `${area}${birthYear}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(order % 1000).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '157',
  '158',
  '159',
  '166',
  '177',
  '180',
  '181',
  '182',
  '186',
  '187',
  '188',
  '189',
  '191',
  '198',
  '199',
];
export const demoPhone = (random: SeededRandom): string => random.pick(MOBILE_PREFIXES) + digits(random, 8);

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
const CARD_BINS = ['622202', '622848', '621700', '622588', '622609', '621483', '622155', '623058'];
export const demoBankCard = (random: SeededRandom): string => {
  const body = random.pick(CARD_BINS) + digits(random, 12);
  return body + luhnDigit(body);
};

// ---------------------------------------------------------------------------------------------
// Inputs and outputs.

export interface SeedOrg {
  id: string;
  path: string;
  name: string;
  kind: string;
  parentId?: string | null;
}
export interface SeedGuard {
  id: string;
  name: string;
  orgId: string;
  roleType: number;
}
export interface DemoPerson {
  /** The keyed hash intake would give this person (core/personal-data.ts). */
  personKey: string;
  /** False for a person the upstream warnings name by phone only. */
  hasIdNumber: boolean;
  name: string;
  idNumber: string;
  phone: string;
  bankCard: string;
  address: string;
  birthYear: number;
  orgId: string;
}
export interface CircleMember {
  name: string;
  phone: string;
  relation: string;
}

export interface DemoWarningOptions {
  orgs: readonly SeedOrg[];
  guards: readonly SeedGuard[];
  /** How many warnings (the demo community's fresh ones come on top). */
  count: number;
  /** Everything is placed relative to this instant (server start). */
  now: Date;
  seed?: number;
  /** Persons with a protection circle get relatives offered (and used) as 亲友 contacts. */
  circleOf: (person: DemoPerson) => CircleMember[];
  /** The server's person key (PERSON_KEY_SECRET); the development key when absent. */
  personKeyOf?: PersonKeyOf;
}

export interface DemoWarnings {
  warnings: WarningInsert[];
  assignments: AssignmentInsert[];
  feedbacks: FeedbackInsert[];
  transfers: TransferInsert[];
  logs: LogInsert[];
  /** Persons with a protection circle (≈20 %, and every person with an open warning of the demo community). */
  circleOwners: DemoPerson[];
}

/** The demo guard 13800000002's community: fresh warnings with running deadlines land here. */
export const DEMO_COMMUNITY_ID = 'org-d1-s1-c1';

const FRAUD_CODES = FRAUD_TYPES.flatMap((t) => t.children.map((c) => c.code));
/** Common schemes come first and weigh more. */
const FRAUD_WEIGHTS = FRAUD_CODES.map((_, i) => 1 / (1 + i * 0.25));

const SOURCE_WEIGHTS: [WarningSource, number][] = [
  ['ministry', 10],
  ['province', 25],
  ['city', 20],
  ['hotline96110', 12],
  ['hotline12381', 10],
  ['bank', 10],
  ['operator', 8],
  ['app', 5],
];
const LEVEL_WEIGHTS: [WarningLevel, number][] = [
  [1, 3],
  [2, 15],
  [3, 42],
  [4, 40],
];
const KIND_WEIGHTS: [WarningKind, number][] = [
  ['phone', 55],
  ['net', 30],
  ['fund', 15],
];
/** Warnings arrive mostly in the day and evening (China time). */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 8, 10, 11, 10, 9, 10, 11, 11, 10, 9, 9, 10, 10, 8, 6, 4];

function weighted<T>(random: SeededRandom, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = random.next() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1]![0];
}

const money = (value: number) => value.toFixed(2);

// ---------------------------------------------------------------------------------------------
// The builder: a pure function of (options.seed, options.now, orgs, guards, count).

interface Step {
  action: AssignmentAction;
  to: AssignmentState;
}
const PATH: Step[] = [
  { action: 'sign', to: 'HANDLING' },
  { action: 'secondFeedback', to: 'WAITING_SECOND_FEEDBACK' },
  { action: 'feedback', to: 'FED_BACK' },
  { action: 'close', to: 'CLOSED' },
];
type Target = 'PENDING_SIGN' | 'HANDLING' | 'WAITING_SECOND_FEEDBACK' | 'FED_BACK' | 'CLOSED';

function targetFor(random: SeededRandom, ageMs: number): Target {
  const h = ageMs / HOUR;
  const table: [Target, number][] =
    h > 72
      ? [
          ['CLOSED', 80],
          ['FED_BACK', 18.3],
          ['WAITING_SECOND_FEEDBACK', 0.7],
          ['HANDLING', 0.6],
          ['PENDING_SIGN', 0.4],
        ]
      : h > 24
        ? [
            ['CLOSED', 45],
            ['FED_BACK', 38],
            ['WAITING_SECOND_FEEDBACK', 8],
            ['HANDLING', 6],
            ['PENDING_SIGN', 3],
          ]
        : h > 2
          ? [
              ['CLOSED', 8],
              ['FED_BACK', 45],
              ['WAITING_SECOND_FEEDBACK', 10],
              ['HANDLING', 30],
              ['PENDING_SIGN', 7],
            ]
          : [
              ['FED_BACK', 15],
              ['HANDLING', 45],
              ['PENDING_SIGN', 40],
            ];
  return weighted(random, table);
}

export function buildDemoWarnings(options: DemoWarningOptions): DemoWarnings {
  const { now, count } = options;
  const nowMs = now.getTime();
  const random = seededRandom(options.seed ?? 20240601);
  // Its own stream, so the verdicts leave the rest of the demo city as it was.
  const visitRandom = seededRandom((options.seed ?? 20240601) + 1);
  // The door-step checklists draw from a third stream for the same reason.
  const checklistRandom = seededRandom((options.seed ?? 20240601) + 2);
  const personKeyOf = options.personKeyOf ?? createPersonKey(DEV_PERSON_KEY_SECRET);
  const orgById = new Map(options.orgs.map((o) => [o.id, o]));
  const guardsOf = new Map<string, SeedGuard[]>();
  for (const g of options.guards) guardsOf.set(g.orgId, [...(guardsOf.get(g.orgId) ?? []), g]);
  const communities = options.orgs.filter((o) => o.kind === 'community');
  const stations = options.orgs.filter((o) => o.kind === 'street');
  // Busy and quiet communities: weights 0.4–3, the demo community among the busy ones.
  const communityWeights: [SeedOrg, number][] = communities.map((c) => [
    c,
    c.id === DEMO_COMMUNITY_ID ? 2.5 : 0.4 + 2.6 * random.next() ** 2,
  ]);
  const districtOf = (o: SeedOrg) => Number(/^org-d(\d+)/.exec(o.id)?.[1] ?? 1) - 1;
  const stationOf = (o: SeedOrg) => (o.kind === 'community' ? orgById.get(o.parentId ?? '') : o);

  const out: DemoWarnings = { warnings: [], assignments: [], feedbacks: [], transfers: [], logs: [], circleOwners: [] };
  const circleOwners = new Map<string, DemoPerson>();
  const circleCache = new Map<string, CircleMember[]>();
  const circleOfPerson = (p: DemoPerson) => {
    let members = circleCache.get(p.personKey);
    if (!members) circleCache.set(p.personKey, (members = options.circleOf(p)));
    return members;
  };

  const newPerson = (home: SeedOrg): DemoPerson => {
    const male = random.next() < 0.48;
    const birthYear = random.next() < 0.35 ? random.int(1942, 1966) : random.int(1967, 2006);
    const idNumber = demoIdNumber(random, districtOf(home), birthYear, male);
    const phone = demoPhone(random);
    // Some upstream warnings carry no ID number: the person is then known by phone.
    const hasIdNumber = random.next() < 0.92;
    const name = personName(random);
    const person: DemoPerson = {
      personKey: personKeyOf({ idNumber: hasIdNumber ? idNumber : null, phone, name }),
      hasIdNumber,
      name,
      idNumber,
      phone,
      bankCard: demoBankCard(random),
      address: `${home.name}${random.int(1, 36)}栋${random.int(1, 4)}单元${random.int(1, 28)}0${random.int(1, 4)}室`,
      birthYear,
      orgId: home.id,
    };
    if (random.next() < 0.2) circleOwners.set(person.personKey, person);
    return person;
  };

  // 1. Persons and their warnings' push times; some persons get several (bursts are duplicates).
  interface Planned {
    person: DemoPerson;
    org: SeedOrg;
    at: number;
    burstHead?: Planned;
    warning?: WarningInsert;
  }
  const planned: Planned[] = [];
  const span = 90 * DAY;
  const pushTime = () => {
    const day = Math.floor(random.next() * 90);
    const hour = weighted(
      random,
      HOUR_WEIGHTS.map((w, h) => [h, w] as const),
    );
    // Midnight China time of `day` days ago, then the hour and a random minute.
    const chinaMidnight = chinaDayStart(chinaDayOf(nowMs)).getTime() - day * DAY;
    const at = chinaMidnight + hour * HOUR + Math.floor(random.next() * HOUR);
    return Math.min(at, nowMs - random.int(1, 600) * MINUTE);
  };
  while (planned.length < count) {
    const home = random.next() < 0.04 ? random.pick(stations) : weighted(random, communityWeights);
    const person = newPerson(home);
    const r = random.next();
    const times = r < 0.86 ? 1 : r < 0.96 ? 2 : random.int(3, 5);
    let head: Planned | undefined;
    let at = pushTime();
    for (let k = 0; k < times && planned.length < count; k += 1) {
      if (k > 0) {
        const burst = random.next() < 0.6;
        at = burst ? at + random.int(20, 48 * 60) * MINUTE : Math.max(at, nowMs - span) + random.next() * (nowMs - at);
        if (at >= nowMs - MINUTE) break;
        if (!burst) head = undefined;
      }
      const item: Planned = { person, org: home, at, burstHead: k > 0 ? head : undefined };
      planned.push(item);
      if (!item.burstHead) head = item;
    }
  }
  planned.sort((a, b) => a.at - b.at);

  // 2. Warnings.
  const sourceUpstream = new Map<string, number>();
  const personOfWarning = new Map<string, DemoPerson>();
  let serial = 0;
  const buildWarning = (p: Planned, level?: WarningLevel): WarningInsert => {
    serial += 1;
    const source = weighted(random, SOURCE_WEIGHTS);
    const upstream = (sourceUpstream.get(source) ?? 0) + 1;
    sourceUpstream.set(source, upstream);
    const kind = source === 'bank' ? 'fund' : weighted(random, KIND_WEIGHTS);
    const pushedAt = new Date(p.at);
    const day = chinaDayOf(p.at).replaceAll('-', '');
    const withIdNumber = p.person.hasIdNumber;
    const w: WarningInsert = {
      id: seededUuid(random),
      warningNo: `YJ${day}${String(serial).padStart(6, '0')}`,
      source,
      upstreamNo: `${source.toUpperCase()}-${String(upstream).padStart(8, '0')}`,
      kind,
      level: level ?? weighted(random, LEVEL_WEIGHTS),
      fraudTypeCode:
        random.next() < 0.9
          ? weighted(
              random,
              FRAUD_CODES.map((c, i) => [c, FRAUD_WEIGHTS[i] ?? 1] as const),
            )
          : null,
      victimName: p.person.name,
      victimIdNumber: withIdNumber ? p.person.idNumber : null,
      victimPhone: p.person.phone,
      victimBankCard: kind === 'fund' || random.next() < 0.3 ? p.person.bankCard : null,
      ...victimLookupOf({ idNumber: withIdNumber ? p.person.idNumber : null, phone: p.person.phone }, personKeyOf),
      victimAddress: p.person.address,
      personKey: p.person.personKey,
      suspectPhone:
        kind === 'phone'
          ? random.next() < 0.3
            ? `+${random.pick(['855', '95', '63', '66'])}${digits(random, 9)}`
            : random.pick(['170', '171', '165', '167']) + digits(random, 8)
          : null,
      suspectAccount:
        kind === 'fund' ? demoBankCard(random) : kind === 'net' && random.next() < 0.4 ? `wx_${hex(random, 10)}` : null,
      callCount: kind === 'phone' ? random.int(1, 12) : null,
      callDurationSeconds: kind === 'phone' ? random.int(5, 3600) : null,
      netUrl:
        kind === 'net'
          ? `https://${hex(random, 6)}.${random.pick(['top', 'xyz', 'cc', 'vip'])}/${hex(random, 8)}`
          : null,
      fundAmount: kind === 'fund' ? money(random.int(500, 300_000) + random.int(0, 99) / 100) : null,
      linkedCaseNo: null,
      duplicateOfId: p.burstHead?.warning?.id ?? null,
      pushedAt,
      createdAt: new Date(p.at + random.int(1, 20) * 1000),
    };
    p.warning = w;
    personOfWarning.set(w.id, p.person);
    out.warnings.push(w);
    out.logs.push({
      actorType: 'intake',
      actorId: `intake-${source}`,
      orgId: p.org.id,
      action: 'warning.intake',
      entityType: 'early_warning',
      entityId: w.id,
      fromState: null,
      toState: 'PENDING_SIGN',
      remark: `${WARNING_SOURCES[source]} ${w.upstreamNo}`,
      createdAt: w.createdAt,
    });
    return w;
  };

  // 3. Assignments and their history.
  const actorOf = (orgId: string, closing = false): SeedGuard => {
    const list = guardsOf.get(orgId) ?? [];
    const admin = list.find((g) => g.roleType > 1);
    return (closing ? admin : undefined) ?? random.pick(list.length ? list : options.guards);
  };
  const log = (
    a: AssignmentInsert,
    action: AssignmentAction,
    from: AssignmentState,
    to: AssignmentState,
    at: number,
    actor: SeedGuard,
    remark?: string,
  ) => {
    out.logs.push({
      actorType: 'guard',
      actorId: actor.id,
      orgId: actor.orgId,
      action: `assignment.${action}`,
      entityType: 'warning_assignment',
      entityId: a.id,
      fromState: from,
      toState: to,
      remark: remark ?? null,
      createdAt: new Date(at),
    });
  };
  const newAssignment = (
    w: WarningInsert,
    o: SeedOrg,
    dispatchedAt: number,
    hop: number,
    parent: string | null,
  ): AssignmentInsert => {
    const deadlines = DEFAULT_DEADLINES[w.level as WarningLevel];
    const a: AssignmentInsert = {
      id: seededUuid(random),
      warningId: w.id,
      orgId: o.id,
      orgPath: o.path,
      parentAssignmentId: parent,
      hop,
      state: 'PENDING_SIGN',
      level: w.level,
      source: w.source,
      kind: w.kind,
      fraudTypeCode: w.fraudTypeCode ?? null,
      personKey: w.personKey,
      pushedAt: w.pushedAt,
      signDeadline: new Date(dispatchedAt + deadlines.signMinutes * MINUTE),
      feedbackDeadline: new Date(dispatchedAt + deadlines.feedbackMinutes * MINUTE),
      // Present from the start: bulkInsert takes its columns from the first row.
      returnVisitVerdict: null,
      contactAttempts: 0,
      returnVisitAttempts: 0,
      nextAttemptDue: null,
      version: 0,
      createdAt: new Date(dispatchedAt),
    };
    out.assignments.push(a);
    return a;
  };

  const feedbackRow = (
    a: AssignmentInsert,
    w: WarningInsert,
    p: DemoPerson,
    round: number,
    isFinal: boolean,
    at: number,
    actor: SeedGuard,
  ): FeedbackInsert => {
    const channelRoll = random.next();
    const channels: FeedbackInsert['channels'] =
      channelRoll < 0.6
        ? ['phone']
        : channelRoll < 0.75
          ? ['phone', 'sms']
          : channelRoll < 0.9
            ? ['phone', 'visit']
            : ['visit'];
    const connected = channels.includes('visit') || random.next() < 0.85;
    const defrauded = !connected ? (random.next() < 0.8 ? 'UNKNOWN' : 'NO') : random.next() < 0.06 ? 'YES' : 'NO';
    const dissuasion = !connected
      ? null
      : defrauded === 'YES'
        ? 'FAILED'
        : random.next() < 0.62
          ? 'DISSUADED'
          : 'SELF_DEFENDED';
    const circle = circleOwners.has(p.personKey) ? circleOfPerson(p) : [];
    const relative = connected && circle.length > 0 && random.next() < 0.35 ? random.pick(circle) : undefined;
    const atVisit = channels.includes('visit');
    // Every demo visit met someone: most did the whole checklist, some left an item or two undone, with why.
    const missed = atVisit && checklistRandom.next() < 0.3 ? checklistRandom.int(1, 2) : 0;
    const skipped = new Set(Array.from({ length: missed }, () => checklistRandom.pick(VISIT_CHECK_ITEMS)));
    const visitChecklist: VisitCheckAnswer[] | null = atVisit
      ? VISIT_CHECK_ITEMS.map((item) =>
          skipped.has(item)
            ? { item, done: false, reason: checklistRandom.pick(CHECK_MISSED_REASONS[VISIT_CHECKLIST[item].group]) }
            : { item, done: true },
        )
      : null;
    return {
      id: seededUuid(random),
      assignmentId: a.id,
      warningId: w.id,
      round,
      channels,
      smsContent: channels.includes('sms')
        ? '【江澜反诈】您好，您可能正在遭遇电信网络诈骗，请勿转账汇款，如有疑问请拨打96110。'
        : null,
      contactTarget: relative ? 'relative' : 'self',
      relativeName: relative?.name ?? null,
      relativePhone: relative?.phone ?? null,
      relativeRelation: relative?.relation ?? null,
      connected,
      notConnectedReason: connected ? null : random.pick(NOT_CONNECTED_REASONS),
      defrauded,
      dissuasion,
      fraudTypeCode: w.fraudTypeCode ?? (connected ? random.pick(FRAUD_CODES) : null),
      regradedLevel: random.next() < 0.08 ? random.int(1, 4) : null,
      amountLost: defrauded === 'YES' ? money(random.int(800, 260_000) + random.int(0, 99) / 100) : null,
      amountDissuaded: dissuasion === 'DISSUADED' && random.next() < 0.45 ? money(random.int(1, 200) * 500) : null,
      amountStopped: defrauded === 'YES' && random.next() < 0.4 ? money(random.int(1, 100) * 300) : null,
      fraudTime: defrauded === 'YES' ? new Date(w.pushedAt.getTime() - random.int(10, 72 * 60) * MINUTE) : null,
      accountInvolved: defrauded === 'YES' ? (w.suspectAccount ?? demoBankCard(random)) : null,
      // Not reached: the demo's history records what was done instead (暂时找不到 is seeded on its own, below).
      result: !connected
        ? '其他'
        : defrauded === 'YES'
          ? '已被骗已报案'
          : dissuasion === 'DISSUADED'
            ? '成功劝阻'
            : '未被骗已提醒',
      visitResult: atVisit
        ? random.pick(['已上门见到本人，完成劝阻', '已上门，家属在场一同劝阻', '上门未见本人，已留联系卡'])
        : null,
      location: atVisit
        ? { latitude: 30.25 + random.next() * 0.1, longitude: 120.12 + random.next() * 0.12, address: p.address }
        : null,
      photos: null,
      visitChecklist,
      remark: isFinal ? null : '当事人暂未回复，需二次反馈',
      isFinal,
      orgId: a.orgId,
      createdBy: actor.id,
      createdByName: actor.name,
      createdAt: new Date(at),
    };
  };

  /** The log remark of a step, as the live routes write it. */
  const remarkOf = (action: AssignmentAction, a: AssignmentInsert): string | undefined => {
    if (action === 'secondFeedback') return '需二次反馈';
    if (action === 'close' && a.returnVisitVerdict) return RETURN_VISIT_VERDICTS[a.returnVisitVerdict];
    return undefined;
  };

  /** The centre's return-visit verdict: mostly effective where the final feedback reached someone. */
  const verdictAfter = (finalFeedback: FeedbackInsert | undefined): ReturnVisitVerdict =>
    visitRandom.next() < (finalFeedback?.connected ? 0.85 : 0.2) ? 'EFFECTIVE' : 'MISMATCH';

  /** Delays (ms) of each step, late for some (overdue history). */
  const delayOf = (action: AssignmentAction, level: number): number => {
    const urgent = level <= 2;
    const late = random.next();
    switch (action) {
      case 'sign':
        if (urgent) return (late < 0.12 ? random.int(6, 40) : random.int(1, 9) / 2) * MINUTE;
        if (level === 3) return (late < 0.12 ? random.int(31, 180) : random.int(1, 28)) * MINUTE;
        return (late < 0.12 ? random.int(121, 480) : random.int(5, 115)) * MINUTE;
      case 'feedback':
      case 'secondFeedback':
      case 'unreachable':
        if (urgent) return (late < 0.1 ? random.int(61, 300) : random.int(8, 55)) * MINUTE;
        return (late < 0.1 ? random.int(25 * 60, 60 * 60) : random.int(20, 20 * 60)) * MINUTE;
      case 'close':
      case 'returnVisitUnreachable':
        return random.int(60, 48 * 60) * MINUTE;
      case 'reject':
      case 'requestTransfer':
      case 'cancelTransfer':
      case 'completeTransfer':
      case 'merge':
        return random.int(5, 120) * MINUTE;
    }
  };

  /**
   * Walks an assignment from `state` at `at` towards `target` along sign → (second feedback) →
   * feedback → close, stopping at the first step that would lie in the future.
   */
  const advance = (a: AssignmentInsert, w: WarningInsert, p: DemoPerson, target: Target, startAt: number) => {
    const targetIndex = ['PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK', 'FED_BACK', 'CLOSED'].indexOf(target);
    const twoRounds = random.next() < 0.12 || target === 'WAITING_SECOND_FEEDBACK';
    let at = startAt;
    let round = 0;
    let signer: SeedGuard | undefined;
    let lastFeedback: FeedbackInsert | undefined;
    for (const step of PATH) {
      const stepIndex = PATH.indexOf(step) + 1;
      if (stepIndex > targetIndex) break;
      if (PATH.indexOf(step) < PATH.findIndex((s) => s.to === a.state) + 1) continue;
      if (step.action === 'secondFeedback' && !twoRounds) continue;
      const next = at + delayOf(step.action, w.level);
      if (next >= nowMs) break;
      const actor = step.action === 'close' ? actorOf(a.orgId, true) : (signer ?? actorOf(a.orgId));
      const from = a.state;
      if (step.action === 'sign') {
        signer = actor;
        a.signedAt = new Date(next);
        a.signedBy = actor.id;
        if (next > a.signDeadline.getTime()) a.escalatedAt = new Date(a.signDeadline.getTime() + MINUTE);
      } else if (step.action === 'secondFeedback' || step.action === 'feedback') {
        round += 1;
        const feedback = feedbackRow(a, w, p, round, step.action === 'feedback', next, actor);
        out.feedbacks.push(feedback);
        lastFeedback = feedback;
        // As the live feedback does: the fraud type judged in a feedback becomes the assignment's.
        if (feedback.fraudTypeCode) a.fraudTypeCode = feedback.fraudTypeCode;
        if (step.action === 'feedback') a.fedBackAt = new Date(next);
      } else if (step.action === 'close') {
        a.closedAt = new Date(next);
        a.returnVisitVerdict = verdictAfter(lastFeedback);
      }
      a.state = step.to;
      a.version = (a.version ?? 0) + 1;
      log(a, step.action, from, step.to, next, actor, remarkOf(step.action, a));
      const isFeedback = step.action === 'secondFeedback' || step.action === 'feedback';
      const checklist = isFeedback ? lastFeedback?.visitChecklist : null;
      // As the live feedback does: a visit's checklist is its own line of the history, right after the feedback.
      if (checklist)
        out.logs.push({
          actorType: 'guard',
          actorId: actor.id,
          orgId: actor.orgId,
          action: 'feedback.visitChecklist',
          entityType: 'warning_assignment',
          entityId: a.id,
          fromState: null,
          toState: null,
          remark: visitChecklistSummary(checklist),
          createdAt: new Date(next),
        });
      at = next;
    }
    if (a.state === 'PENDING_SIGN' && nowMs > a.signDeadline.getTime() && !a.escalatedAt)
      a.escalatedAt = new Date(a.signDeadline.getTime() + MINUTE);
  };

  const transferTarget = (from: SeedOrg): SeedOrg => {
    const station = stationOf(from);
    const near = communities.filter((c) => c.parentId === station?.id && c.id !== from.id);
    return random.next() < 0.6 && near.length
      ? random.pick(near)
      : random.pick(communities.filter((c) => c.id !== from.id));
  };
  const TRANSFER_REASONS = ['NOT_JURISDICTION', 'RESIDENCE_MISMATCH', 'PERSON_LEFT', 'OTHER'] as const;

  /** A transfer of `a` requested at `at`; returns the decision time (or undefined when still pending). */
  const transfer = (
    a: AssignmentInsert,
    w: WarningInsert,
    p: DemoPerson,
    fromOrg: SeedOrg,
    at: number,
    mode: 'ACCEPTED' | 'REJECTED' | 'REQUESTED',
  ) => {
    const requester = actorOf(fromOrg.id);
    const to = transferTarget(fromOrg);
    const fromState = a.state;
    a.state = 'TRANSFERRING';
    a.version = (a.version ?? 0) + 1;
    const reason = random.pick(TRANSFER_REASONS);
    log(a, 'requestTransfer', fromState, 'TRANSFERRING', at, requester, `移交至${to.name}`);
    const decidedAt = at + random.int(10, 6 * 60) * MINUTE;
    const decided = mode !== 'REQUESTED' && decidedAt < nowMs;
    const decider = actorOf(to.id, true);
    const t: TransferInsert = {
      id: seededUuid(random),
      warningId: w.id,
      fromAssignmentId: a.id,
      fromState,
      fromOrgId: fromOrg.id,
      toOrgId: to.id,
      toAssignmentId: null,
      reason,
      reasonText: reason === 'OTHER' ? '当事人实际居住在对方辖区' : null,
      status: decided ? mode : 'REQUESTED',
      hop: (a.hop ?? 0) + 1,
      requestedBy: requester.id,
      requestedByName: requester.name,
      decidedBy: decided ? decider.id : null,
      decidedByName: decided ? decider.name : null,
      decisionReason: decided && mode === 'REJECTED' ? '经核实当事人居住在本辖区外，请原单位处置' : null,
      createdAt: new Date(at),
      decidedAt: decided ? new Date(decidedAt) : null,
    };
    out.transfers.push(t);
    if (!decided) return;
    if (mode === 'ACCEPTED') {
      a.state = 'TRANSFERRED';
      a.version = (a.version ?? 0) + 1;
      log(a, 'completeTransfer', 'TRANSFERRING', 'TRANSFERRED', decidedAt, decider, `${to.name}已接收`);
      const received = newAssignment(w, to, decidedAt, t.hop, a.id);
      t.toAssignmentId = received.id!;
      advance(received, w, p, targetFor(random, nowMs - decidedAt), decidedAt);
    } else {
      a.state = fromState;
      a.version = (a.version ?? 0) + 1;
      log(a, 'cancelTransfer', 'TRANSFERRING', fromState, decidedAt, decider, `${to.name}退回`);
      advance(a, w, p, targetFor(random, nowMs - decidedAt), decidedAt);
    }
  };

  /**
   * A victim not reached 20 minutes ago (暂时找不到, 第 1 次): the warning waits for its 2nd attempt,
   * due 30 minutes after the first (DEFAULT_RECONTACT), as the live feedback leaves it.
   */
  const waitingForSecondAttempt = (o: SeedOrg) => {
    const p: Planned = { person: newPerson(o), org: o, at: nowMs - 50 * MINUTE };
    const w = buildWarning(p, 2);
    const a = newAssignment(w, o, p.at, 0, null);
    const guard = actorOf(o.id);
    const signedAt = p.at + 3 * MINUTE;
    a.signedAt = new Date(signedAt);
    a.signedBy = guard.id;
    log(a, 'sign', 'PENDING_SIGN', 'HANDLING', signedAt, guard);
    const attemptAt = nowMs - 20 * MINUTE;
    const nextDue = nextAttemptDueAt(1, new Date(attemptAt), DEFAULT_RECONTACT);
    out.feedbacks.push({
      ...feedbackRow(a, w, p.person, 1, false, attemptAt, guard),
      channels: ['phone'],
      smsContent: null,
      contactTarget: 'self',
      relativeName: null,
      relativePhone: null,
      relativeRelation: null,
      connected: false,
      notConnectedReason: '无人接听',
      defrauded: 'UNKNOWN',
      dissuasion: null,
      // Nobody reached judges no fraud type nor a new level: the generated row may have drawn them.
      fraudTypeCode: a.fraudTypeCode ?? null,
      regradedLevel: null,
      amountLost: null,
      amountDissuaded: null,
      amountStopped: null,
      fraudTime: null,
      accountInvolved: null,
      result: NOT_FOUND_YET,
      visitResult: null,
      // A call, not a visit: no door-step checklist (the generated row may have drawn one).
      visitChecklist: null,
      location: null,
      remark: null,
    });
    Object.assign(a, {
      state: 'WAITING_SECOND_FEEDBACK',
      version: 2,
      contactAttempts: 1,
      nextAttemptDue: nextDue,
    } satisfies Partial<AssignmentInsert>);
    log(
      a,
      'unreachable',
      'HANDLING',
      'WAITING_SECOND_FEEDBACK',
      attemptAt,
      guard,
      `第 1 次联系暂时找不到（无人接听），下次联系 ${formatChinaDateTime(nextDue)}`,
    );
  };

  const headClosedBy = new Map<string, number>();
  for (const p of planned) {
    const w = buildWarning(p);
    const a = newAssignment(w, p.org, p.at, 0, null);
    const age = nowMs - p.at;
    const head = p.burstHead?.warning;
    const headOpenUntil = head ? headClosedBy.get(head.id) : undefined;
    if (head && headOpenUntil !== undefined && headOpenUntil > p.at && random.next() < 0.5) {
      // A repeat of a warning still open: merged into it.
      const at = p.at + random.int(5, 90) * MINUTE;
      if (at < nowMs) {
        const actor = actorOf(a.orgId);
        a.state = 'MERGED';
        a.version = 1;
        a.closedAt = new Date(at);
        log(a, 'merge', 'PENDING_SIGN', 'MERGED', at, actor, `与预警 ${head.warningNo} 合并`);
        continue;
      }
    }
    const roll = random.next();
    if (roll < 0.02 && age > 30 * MINUTE && p.org.kind === 'community') {
      const mode = age < 48 * HOUR && roll < 0.006 ? 'REQUESTED' : roll < 0.016 ? 'ACCEPTED' : 'REJECTED';
      if (random.next() < 0.5) advance(a, w, p.person, 'HANDLING', p.at);
      transfer(
        a,
        w,
        p.person,
        p.org,
        Math.min((a.signedAt?.getTime() ?? p.at) + random.int(5, 60) * MINUTE, nowMs - MINUTE),
        mode,
      );
    } else {
      advance(a, w, p.person, targetFor(random, age), p.at);
    }
    headClosedBy.set(w.id, a.closedAt?.getTime() ?? a.fedBackAt?.getTime() ?? Number.POSITIVE_INFINITY);
    // Victims who lost money get a case number.
    if (out.feedbacks.at(-1)?.warningId === w.id && out.feedbacks.at(-1)?.defrauded === 'YES')
      w.linkedCaseNo = `A3301${digits(random, 14)}`;
  }

  // 4. The demo community: fresh, unsigned warnings with running sign deadlines (特高危/高 5 min).
  const demo = orgById.get(DEMO_COMMUNITY_ID);
  if (demo) {
    const history = planned.filter((p) => p.org.id === DEMO_COMMUNITY_ID);
    const fresh: [WarningLevel, number][] = [
      [1, 0.5],
      [1, 2],
      [1, 3.5],
      [2, 1],
      [2, 4],
      [3, 6],
      [3, 12],
      [3, 22],
      [4, 15],
      [4, 45],
    ];
    fresh.forEach(([level, minutesAgo], i) => {
      const person = i < 2 && history.length > 0 ? history[(i * 7) % history.length]!.person : newPerson(demo);
      const p: Planned = { person, org: demo, at: nowMs - minutesAgo * MINUTE };
      const w = buildWarning(p, level);
      newAssignment(w, demo, p.at, 0, null);
    });
    waitingForSecondAttempt(demo);
  }

  // 5. Circles for everyone with an open warning in the demo community (the 亲友 picker shows them).
  const open = new Set<string>(['PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK']);
  for (const a of out.assignments) {
    if (a.orgId === DEMO_COMMUNITY_ID && open.has(a.state)) {
      const person = personOfWarning.get(a.warningId);
      if (person) circleOwners.set(person.personKey, person);
    }
  }
  out.circleOwners = [...circleOwners.values()];
  return out;
}

/**
 * Bulk insert: each chunk travels as ONE JSON parameter and is expanded by
 * json_populate_recordset — far cheaper than thousands of bound parameters on PGlite. Sealed
 * columns are sealed on the way (their drizzle mapping), as an ordinary insert would.
 */
export async function bulkInsert(db: Db, table: PgTable, rows: readonly object[], chunk = 2000): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const name = getTableName(table);
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(
      rows.slice(i, i + chunk).map((row) => {
        const record: Record<string, unknown> = {};
        for (const [key, column] of columns) {
          const value = (row as Record<string, unknown>)[key] ?? null;
          // A custom column (a sealed one, db/columns.ts) stores what its driver mapping makes of the value.
          record[column.name] =
            value !== null && column.columnType === 'PgCustomColumn' ? column.mapToDriverValue(value) : value;
        }
        return record;
      }),
    );
    await db.execute(
      sql`insert into ${sql.identifier(name)} (${names}) select ${names} from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)`,
    );
  }
}

/**
 * Loads a table with its secondary indexes dropped and rebuilds them afterwards (the classic bulk
 * load: one sort per index instead of 30,000 random insertions). Index definitions are read from
 * the catalogue, so the migration stays their only source; constraint indexes stay.
 */
export async function withoutSecondaryIndexes(db: Db, table: PgTable, load: () => Promise<void>): Promise<void> {
  const name = getTableName(table);
  const result = await db.execute<{ indexname: string; indexdef: string }>(
    sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${name} and indexname not in (select conname from pg_constraint)`,
  );
  const indexes = result.rows;
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
}

/** Inside the caller's transaction (the seed's): all or nothing. */
export async function insertDemoWarnings(db: Db, data: DemoWarnings): Promise<void> {
  const load = async (table: PgTable, rows: readonly object[]) =>
    withoutSecondaryIndexes(db, table, () => bulkInsert(db, table, rows));
  await load(earlyWarning, data.warnings);
  await load(warningAssignment, data.assignments);
  await load(warningFeedback, data.feedbacks);
  await load(warningTransfer, data.transfers);
  await load(operationLog, data.logs);
}
