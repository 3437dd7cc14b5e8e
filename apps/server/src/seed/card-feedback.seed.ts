import {
  CARD_FEEDBACK_DEADLINE_MINUTES,
  CARD_HIT_REASONS,
  CARD_RISK_SIGNS,
  GUARD_ROLE,
  keysOf,
  type CardAdvice,
  type CardConclusion,
  type CardRecordState,
  type CardType,
  type CardRiskResult,
} from '@afp/contract';
import type { Db } from '../db/client.ts';
import { cardOpeningRecord } from '../db/schema.ts';
import {
  bulkInsert,
  demoBankCard,
  demoIdNumber,
  demoPhone,
  seededUuid,
  type SeedGuard,
  type SeedOrg,
} from './early-warnings.seed.ts';
import { CITY, PARTNER_KINDS } from './demo-city.ts';
import { personName, seededRandom, type SeededRandom } from './random.ts';

type CardInsert = typeof cardOpeningRecord.$inferInsert;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HIT_REASONS = keysOf(CARD_HIT_REASONS);
const RISK_SIGNS = keysOf(CARD_RISK_SIGNS);
const PURPOSES = ['工资卡', '日常消费', '子女上学缴费', '社保医保', '经商收款', '新号码办理', null];

/** Card outlets belong to the bank and operator partners (the first partner kinds of the demo city). */
const outletPartnersOf = (orgs: readonly SeedOrg[]) => {
  const partners = orgs.filter((o) => o.kind === 'partner');
  const [banks, operators] = PARTNER_KINDS;
  return partners.slice(0, banks.names.length + operators.names.length).map((partner, i) => ({
    partner,
    cardType: i < banks.names.length ? ('BANK' as const) : ('PHONE' as const),
    institution: i < banks.names.length ? banks.names[i]! : operators.names[i - banks.names.length]!,
  }));
};

/**
 * An outlet as a customer reads it on the door: a bank's sub-branch under its city branch (工商银行江澜湖滨支行,
 * the city's own 江澜银行湖滨支行), an operator's shop (中国移动湖滨营业厅).
 */
export function outletNameOf(outlet: { cardType: CardType; institution: string }, stationName: string): string {
  const area = stationName.replace('街道', '');
  if (outlet.cardType === 'PHONE') return `${outlet.institution}${area}营业厅`;
  const city = outlet.institution.startsWith(CITY) ? '' : CITY;
  return `${outlet.institution}${city}${area}支行`;
}

/** Older flagged records are answered and closed; the last day's spread over every state. */
function stateOf(random: SeededRandom, age: number): CardRecordState {
  if (age > DAY) return random.next() < 0.95 ? 'CLOSED' : 'FED_BACK';
  return random.pick<CardRecordState>(['PENDING_ASSIGN', 'ASSIGNED', 'ASSIGNED', 'RETURNED', 'FED_BACK', 'CLOSED']);
}

function answerOf(random: SeededRandom): { conclusion: CardConclusion; advice: CardAdvice } {
  const conclusion = random.pick<CardConclusion>(['NORMAL', 'NORMAL', 'RENTAL', 'DECEIVED', 'UNVERIFIABLE']);
  const advice: CardAdvice = conclusion === 'NORMAL' || random.next() < 0.3 ? 'ALLOW' : 'DISCOURAGE';
  return { conclusion: conclusion === 'UNVERIFIABLE' || advice === 'DISCOURAGE' ? conclusion : 'NORMAL', advice };
}

/**
 * Deterministic card-opening checks over the last 30 days from the bank and operator outlets of each
 * station: mostly green (closed at once), flagged ones assigned to the station's community guards.
 */
export function buildDemoCardRecords(options: {
  orgs: readonly SeedOrg[];
  guards: readonly SeedGuard[];
  count: number;
  now: Date;
}): CardInsert[] {
  const random = seededRandom(4505);
  const stations = options.orgs.filter((o) => o.kind === 'street');
  const outlets = outletPartnersOf(options.orgs);
  const guardsOf = new Map(
    stations.map((station) => [
      station.id,
      options.guards
        .filter((g) => g.roleType === GUARD_ROLE.guard && g.orgId.startsWith(`${station.id}-`))
        .map((g) => ({ ...g, orgPath: options.orgs.find((o) => o.id === g.orgId)?.path ?? station.path })),
    ]),
  );
  const records: CardInsert[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const station = i < 6 ? stations[0]! : random.pick(stations);
    const outlet = random.pick(outlets);
    // The first few are the demo station's open work of the last hour.
    const age = i < 6 ? random.int(1, 20) * MINUTE : random.int(1, 30 * 24 * 60) * MINUTE;
    const createdAt = new Date(options.now.getTime() - age);
    const riskResult: CardRiskResult =
      i < 6
        ? 'RED'
        : random.pick<CardRiskResult>([
            'GREEN',
            'GREEN',
            'GREEN',
            'GREEN',
            'GREEN',
            'GREEN',
            'YELLOW',
            'YELLOW',
            'RED',
          ]);
    const customerWaiting = random.next() < 0.6;
    const isFlagged = riskResult !== 'GREEN';
    const state: CardRecordState = !isFlagged
      ? 'CLOSED'
      : i < 6
        ? i < 3
          ? 'PENDING_ASSIGN'
          : 'ASSIGNED'
        : stateOf(random, age);
    const assignee = state === 'PENDING_ASSIGN' || !isFlagged ? undefined : random.pick(guardsOf.get(station.id) ?? []);
    const isAnswered = isFlagged && (state === 'FED_BACK' || state === 'CLOSED');
    const answer = isAnswered ? answerOf(random) : undefined;
    const fedBackAt = new Date(createdAt.getTime() + random.int(5, 25) * MINUTE);
    const minutes = customerWaiting
      ? CARD_FEEDBACK_DEADLINE_MINUTES.customerWaiting
      : CARD_FEEDBACK_DEADLINE_MINUTES.otherwise;
    const district = Number(station.id.slice(5, 6)) - 1;
    records.push({
      id: seededUuid(random),
      recordNo: `KK${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(i).padStart(6, '0')}`,
      partnerOrgId: outlet.partner.id,
      outletName: outletNameOf(outlet, station.name),
      orgId: station.id,
      orgPath: station.path,
      cardType: outlet.cardType,
      institution: outlet.institution,
      purpose: random.pick(PURPOSES),
      applicantName: personName(random),
      applicantIdNumber: demoIdNumber(random, district, random.int(1945, 2005), random.next() < 0.5),
      applicantPhone: demoPhone(random),
      cardNumber: outlet.cardType === 'BANK' ? demoBankCard(random) : demoPhone(random),
      riskResult,
      hitReasons: isFlagged ? [...new Set([random.pick(HIT_REASONS), random.pick(HIT_REASONS)])] : [],
      riskSigns: isFlagged ? [...new Set([random.pick(RISK_SIGNS), random.pick(RISK_SIGNS)])] : [],
      customerWaiting,
      amountAtStake: isFlagged && random.next() < 0.3 ? String(random.int(1, 200) * 1000) : null,
      checkedAt: createdAt,
      state,
      deadline: isFlagged ? new Date(createdAt.getTime() + minutes * MINUTE) : null,
      assigneeId: assignee?.id ?? null,
      assigneeName: assignee?.name ?? null,
      assigneeOrgPath: assignee?.orgPath ?? null,
      method: answer ? random.pick(['PHONE', 'OUTLET', 'VISIT', 'VIDEO'] as const) : null,
      conclusion: answer?.conclusion ?? null,
      advice: answer?.advice ?? null,
      outcome: answer ? (answer.advice === 'ALLOW' ? 'OPENED' : random.pick(['REFUSED', 'REFERRED'] as const)) : null,
      content: answer ? '已与申请人核实开卡用途并告知风险。' : null,
      amountProtected: answer?.advice === 'DISCOURAGE' && random.next() < 0.4 ? String(random.int(1, 50) * 1000) : null,
      fedBackByName: answer ? (assignee?.name ?? null) : null,
      fedBackAt: answer ? fedBackAt : null,
      returnReason: state === 'RETURNED' ? '核实情况不完整，请补充' : null,
      closedAt: state === 'CLOSED' ? (isFlagged ? new Date(fedBackAt.getTime() + 30 * MINUTE) : createdAt) : null,
      version: state === 'PENDING_ASSIGN' || !isFlagged ? 0 : state === 'ASSIGNED' ? 1 : 2,
      createdAt,
    });
  }
  return records;
}

export const insertDemoCardRecords = (db: Db, records: readonly CardInsert[]): Promise<void> =>
  bulkInsert(db, cardOpeningRecord, records);
