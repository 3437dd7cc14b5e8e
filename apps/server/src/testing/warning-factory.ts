import { and, eq } from 'drizzle-orm';
import {
  GUARD_ROLE,
  INTAKE_ENDPOINTS,
  isIdNumber,
  urlOf,
  type AssignmentState,
  type IntakeBody,
  type WarningKind,
  type WarningLevel,
  type WarningSource,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { deadlinesAt } from '../core/assignment/index.ts';
import { createPersonKey, DEV_PERSON_KEY_SECRET, victimLookupOf } from '../core/personal-data.ts';
import type { Db } from '../db/client.ts';
import { earlyWarning, guardUser, org, warningAssignment, type WarningAssignmentRow } from '../db/schema.ts';
import { newId } from '../secrets.ts';
import { DEMO_LOGINS } from '../seed/demo-city.ts';
import { DEV_INTAKE_KEY } from '../seed/intake-clients.seed.ts';
import { loginGuard, loginOa } from './sessions.ts';
import { testWallClock } from './wall-clock.ts';

export interface WarningFixture {
  orgId: string;
  level?: WarningLevel;
  state?: AssignmentState;
  pushedAt?: Date;
  source?: WarningSource;
  kind?: WarningKind;
  fraudTypeCode?: string | null;
  victimName?: string;
  victimIdNumber?: string | null;
  victimPhone?: string | null;
  victimBankCard?: string | null;
  victimAddress?: string | null;
  duplicateOfId?: string | null;
  version?: number;
  signedAt?: Date | null;
}

let serial = 0;

/** One warning dispatched to one organisation: the early_warning row and its assignment, deadlines from the level. */
export async function createWarning(db: Db, fixture: WarningFixture) {
  serial += 1;
  const [holder] = await db.select().from(org).where(eq(org.id, fixture.orgId));
  if (!holder) throw new Error(`createWarning: no organisation ${fixture.orgId}`);
  const level = fixture.level ?? 2;
  const pushedAt = fixture.pushedAt ?? testWallClock();
  const victim = {
    name: fixture.victimName ?? '张三丰',
    idNumber: fixture.victimIdNumber === undefined ? '110101199001061234' : fixture.victimIdNumber,
    phone: fixture.victimPhone === undefined ? '13812341234' : fixture.victimPhone,
  };
  // Rows written here skip intake's schema: hold fixtures to the same GB 11643 rule.
  if (victim.idNumber !== null && !isIdNumber(victim.idNumber)) {
    throw new Error(`createWarning: ${victim.idNumber} is not a valid ID number (GB 11643)`);
  }
  const warningId = newId();
  const assignmentId = newId();
  // The test app keys persons with the development secret, as intake there does.
  const personKey = createPersonKey(DEV_PERSON_KEY_SECRET)(victim);
  const source = fixture.source ?? 'province';
  const kind = fixture.kind ?? 'phone';
  const fraudTypeCode = fixture.fraudTypeCode === undefined ? 'REBATE_TASK' : fixture.fraudTypeCode;
  await db.insert(earlyWarning).values({
    id: warningId,
    warningNo: `T${Date.now().toString(36)}${String(serial).padStart(6, '0')}${warningId.slice(0, 4)}`,
    source,
    upstreamNo: `UP-${warningId}`,
    kind,
    level,
    fraudTypeCode,
    victimName: victim.name,
    victimIdNumber: victim.idNumber,
    victimPhone: victim.phone,
    victimBankCard: fixture.victimBankCard === undefined ? '6222021234567890123' : fixture.victimBankCard,
    ...victimLookupOf(victim, createPersonKey(DEV_PERSON_KEY_SECRET)),
    victimAddress: fixture.victimAddress === undefined ? '江澜市东湖区湖滨路8号' : fixture.victimAddress,
    personKey,
    suspectPhone: '17000000000',
    callCount: 3,
    callDurationSeconds: 180,
    duplicateOfId: fixture.duplicateOfId ?? null,
    pushedAt,
    createdAt: pushedAt,
  });
  const state = fixture.state ?? 'PENDING_SIGN';
  const signed = state !== 'PENDING_SIGN';
  await db.insert(warningAssignment).values({
    id: assignmentId,
    warningId,
    orgId: holder.id,
    orgPath: holder.path,
    state,
    level,
    source,
    kind,
    fraudTypeCode,
    personKey,
    pushedAt,
    ...deadlinesAt(pushedAt, level),
    signedAt: fixture.signedAt === undefined ? (signed ? pushedAt : null) : fixture.signedAt,
    closedAt: state === 'CLOSED' ? pushedAt : null,
    version: fixture.version ?? 0,
    createdAt: pushedAt,
  });
  return { warningId, assignmentId, personKey, orgId: holder.id, pushedAt };
}

/** A final phone feedback that passes every form rule. */
export const FINAL_FEEDBACK = {
  channels: ['phone'],
  contactTarget: 'self',
  connected: true,
  defrauded: 'NO',
  dissuasion: 'DISSUADED',
  fraudTypeCode: 'REBATE_TASK',
  isFinal: true,
} as const;

/**
 * Sessions for the scoping tests: the demo guard and team admin of org-d1-s1-c1, the station admin
 * of org-d1-s1, the district admins of org-d1 and org-d2 and the centre's oa administrator.
 */
export async function loginWarningRoles(app: FastifyInstance, db: Db) {
  const phoneOf = async (orgId: string, roleType: number) => {
    const [row] = await db
      .select()
      .from(guardUser)
      .where(and(eq(guardUser.orgId, orgId), eq(guardUser.roleType, roleType)));
    if (!row) throw new Error(`no guard of role ${roleType} in ${orgId}`);
    return row.phone;
  };
  return {
    guard: (await loginGuard(app, DEMO_LOGINS.guard)).token,
    teamAdmin: (await loginGuard(app, DEMO_LOGINS.guardTeamAdmin)).token,
    siblingGuard: (await loginGuard(app, await phoneOf('org-d1-s1-c2', GUARD_ROLE.guard))).token,
    station: (await loginGuard(app, await phoneOf('org-d1-s1', GUARD_ROLE.stationAdmin))).token,
    district: (await loginGuard(app, await phoneOf('org-d1', GUARD_ROLE.districtAdmin))).token,
    otherDistrict: (await loginGuard(app, await phoneOf('org-d2', GUARD_ROLE.districtAdmin))).token,
    oa: await loginOa(app, 'oaAdmin'),
  };
}

let pushed = 0;

/** A warning pushed through the real intake route (needs `seedIntakeClients`); answers its first assignment. */
export async function pushWarning(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<IntakeBody> = {},
): Promise<WarningAssignmentRow> {
  pushed += 1;
  const body: IntakeBody = {
    upstreamNo: `T-${Date.now()}-${pushed}`,
    source: 'province',
    kind: 'phone',
    level: 1,
    orgId: 'org-d1-s1-c1',
    victimName: '测试人',
    victimPhone: `1390000${String(pushed).padStart(4, '0')}`,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: urlOf(INTAKE_ENDPOINTS.push),
    headers: { 'x-intake-key': DEV_INTAKE_KEY },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`intake failed: ${response.body}`);
  const { assignmentId } = response.json<{ data: { assignmentId: string } }>().data;
  const [row] = await db.select().from(warningAssignment).where(eq(warningAssignment.id, assignmentId));
  if (!row) throw new Error('pushed assignment not found');
  return row;
}

/** The phone of a guard with `roleType` in `orgId` (first by id). */
export async function phoneOf(db: Db, orgId: string, roleType: number): Promise<string> {
  const rows = await db.select().from(guardUser).where(eq(guardUser.orgId, orgId)).orderBy(guardUser.id);
  const found = rows.find((row) => row.roleType === roleType);
  if (!found) throw new Error(`no guard with role ${roleType} in ${orgId}`);
  return found.phone;
}
