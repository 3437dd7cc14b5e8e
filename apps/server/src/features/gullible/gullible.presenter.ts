import type { BehaviorEvent, GullibleDetail, GulliblePerson, GullibleVisit } from '@afp/contract';
import { maskAddress, maskName, maskPhone } from '../../core/personal-data.ts';
import type { GullibleListRow } from './gullible.repository.ts';
import { visitStatusOf } from './gullible.rules.ts';
import type { BehaviorEventRow, GullibleVisitRow } from './gullible.table.ts';

/** The only place a gullible person becomes JSON: name masked here, phone and ID number stored masked. */
export const presentGullible = ({ person, orgName, guardName }: GullibleListRow, now: Date): GulliblePerson => ({
  id: person.id,
  name: maskName(person.name),
  phone: person.phoneMasked,
  idNumber: person.idNumberMasked,
  group: person.group,
  riskLevel: person.riskLevel,
  source: person.source,
  orgId: person.orgId,
  orgName,
  guardName,
  lastVisitedAt: person.lastVisitedAt?.toISOString() ?? null,
  visitStatus: visitStatusOf(person.lastVisitedAt, now),
  publicityDone: person.publicityDone,
  appInstalled: person.appInstalled,
  circleJoined: person.circleJoined,
  version: person.version,
});

export const presentGullibleDetail = (
  row: GullibleListRow,
  now: Date,
  extra: {
    isWhole: boolean;
    canChangeRisk: boolean;
    canVisit: boolean;
    circle: { active: number; invited: number };
    behaviorCount: number;
  },
): GullibleDetail => ({
  ...presentGullible(row, now),
  name: extra.isWhole ? row.person.name : maskName(row.person.name),
  address: extra.isWhole ? row.person.address : maskAddress(row.person.address),
  contactPhone: extra.isWhole ? row.person.contactPhone : maskPhone(row.person.contactPhone),
  canChangeRisk: extra.canChangeRisk,
  canVisit: extra.canVisit,
  circle: extra.circle,
  behaviorCount: extra.behaviorCount,
});

export const presentVisit = (row: GullibleVisitRow): GullibleVisit => ({
  id: row.id,
  personId: row.personId,
  publicityDone: row.publicityDone,
  appInstalled: row.appInstalled,
  circleJoined: row.circleJoined,
  content: row.content,
  visitedByName: row.visitedByName,
  visitedAt: row.visitedAt.toISOString(),
});

export const presentBehavior = (row: BehaviorEventRow): BehaviorEvent => ({
  id: row.id,
  personId: row.personId,
  kind: row.kind,
  source: row.source,
  detail: row.detail,
  occurredAt: row.occurredAt.toISOString(),
});
