import { TRANSFER_APPROVAL_MINUTES } from '@afp/contract';
import { and, desc, eq, like, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { guardUser, operationLog, warningAssignment, warningTransfer } from '../db/schema.ts';
import { DEMO_COMMUNITY_ID } from './early-warnings.seed.ts';
import { seedLogRow } from './log-row.ts';

/** The receiving district of the demo's cross-district transfer, and the community it is for. */
export const DEMO_APPROVAL_DISTRICT = 'org-d2';
export const DEMO_APPROVAL_TARGET = 'org-d2-s1-c1';
const MINUTE = 60_000;

/**
 * One transfer waiting for approval 移交审核 (issue 25 item 4): the newest warning in hand (处置中) of
 * a 东湖区 community — not the demo community, whose lists the guard journeys count — asked 12 minutes
 * ago to go to a 西山区 community, its approval deadline still running. 西山区's oa (xishan_oa) sees it.
 */
export async function insertDemoTransferApproval(tx: Tx, now: Date): Promise<void> {
  const [held] = await tx
    .select()
    .from(warningAssignment)
    .where(
      and(
        like(warningAssignment.orgPath, '/org-centre/org-d1/%'),
        ne(warningAssignment.orgId, DEMO_COMMUNITY_ID),
        eq(warningAssignment.state, 'HANDLING'),
      ),
    )
    .orderBy(desc(warningAssignment.pushedAt))
    .limit(1);
  if (!held) return;
  const [requester] = await tx.select().from(guardUser).where(eq(guardUser.orgId, held.orgId)).limit(1);
  if (!requester) return;
  const at = new Date(now.getTime() - 12 * MINUTE);
  const id = `demo-transfer-approval`;
  await tx
    .update(warningAssignment)
    .set({ state: 'TRANSFERRING', version: held.version + 1 })
    .where(eq(warningAssignment.id, held.id));
  await tx.insert(warningTransfer).values({
    id,
    warningId: held.warningId,
    fromAssignmentId: held.id,
    fromState: 'HANDLING',
    fromOrgId: held.orgId,
    toOrgId: DEMO_APPROVAL_TARGET,
    reason: 'RESIDENCE_MISMATCH',
    status: 'PENDING_APPROVAL',
    hop: held.hop + 1,
    requestedBy: requester.id,
    requestedByName: requester.name,
    createdAt: at,
    approvalOrgId: DEMO_APPROVAL_DISTRICT,
    approvalDeadline: new Date(at.getTime() + TRANSFER_APPROVAL_MINUTES * MINUTE),
  });
  const actor = { type: 'guard', id: requester.id, orgId: held.orgId } as const;
  await tx
    .insert(operationLog)
    .values([
      seedLogRow('warning_assignment', held.id)(
        actor,
        'assignment.requestTransfer',
        'HANDLING',
        'TRANSFERRING',
        at,
        '户籍地与居住地不符',
      ),
      seedLogRow('warning_transfer', id)(
        actor,
        'transfer.request',
        'REQUESTED',
        'PENDING_APPROVAL',
        at,
        `${held.orgId} → ${DEMO_APPROVAL_TARGET}`,
      ),
    ]);
}
