import { EARLY_WARNING_ENDPOINTS, urlOf, type IntakeBody } from '@afp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DEV_INTAKE_KEY } from '../../seed/intake-clients.seed.ts';
import { warningAssignment, type WarningAssignmentRow } from '../early-warning/early-warning.table.ts';
import { guardUser } from '../account/guard-account.table.ts';

let serial = 0;

/** Tests: a warning pushed through the real intake route; answers its first assignment. */
export async function pushWarning(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<IntakeBody> = {},
): Promise<WarningAssignmentRow> {
  serial += 1;
  const body: IntakeBody = {
    upstreamNo: `T-${Date.now()}-${serial}`,
    source: 'province',
    kind: 'phone',
    level: 1,
    orgId: 'org-d1-s1-c1',
    victimName: '测试人',
    victimPhone: `1390000${String(serial).padStart(4, '0')}`,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: urlOf(EARLY_WARNING_ENDPOINTS.intake),
    headers: { 'x-intake-key': DEV_INTAKE_KEY },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`intake failed: ${response.body}`);
  const { assignmentId } = response.json<{ data: { assignmentId: string } }>().data;
  const [row] = await db.select().from(warningAssignment).where(eq(warningAssignment.id, assignmentId));
  if (!row) throw new Error('pushed assignment not found');
  return row;
}

/** Tests: the phone of a guard with `roleType` in `orgId` (first by id). */
export async function phoneOf(db: Db, orgId: string, roleType: number): Promise<string> {
  const rows = await db.select().from(guardUser).where(eq(guardUser.orgId, orgId)).orderBy(guardUser.id);
  const found = rows.find((row) => row.roleType === roleType);
  if (!found) throw new Error(`no guard with role ${roleType} in ${orgId}`);
  return found.phone;
}
