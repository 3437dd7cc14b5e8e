import { and, asc, eq, like } from 'drizzle-orm';
import type { LiaisonFeedbackRecord, liaisonFeedbackBodySchema } from '@afp/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../plugins/access.ts';
import { newId } from '../../secrets.ts';
import { warningNotFound } from '../early-warning/early-warning.errors.ts';
import { warningAssignment } from '../early-warning/early-warning.table.ts';
import type { OperationLog } from '../operation-log/operation-log.service.ts';
import { org } from '../org/org.table.ts';
import { liaisonFeedback } from './liaison-feedback.table.ts';

type LiaisonFeedbackBody = z.infer<typeof liaisonFeedbackBodySchema>;

export function createLiaisonFeedbackService(deps: { db: Db; clock: Clock; operationLog: OperationLog }) {
  const { db, clock, operationLog } = deps;

  /** The assignment, if it lies in the caller's subtree; outside answers like a missing one. */
  async function visibleAssignment(caller: Principal, assignmentId: string) {
    const [assignment] = await db
      .select({ id: warningAssignment.id, warningId: warningAssignment.warningId })
      .from(warningAssignment)
      .where(and(eq(warningAssignment.id, assignmentId), like(warningAssignment.orgPath, `${caller.orgPath}%`)));
    if (!assignment) throw warningNotFound();
    return assignment;
  }

  return {
    async create(caller: Principal, body: LiaisonFeedbackBody): Promise<{ id: string }> {
      const assignment = await visibleAssignment(caller, body.assignmentId);
      const id = newId();
      await db.transaction(async (tx) => {
        await tx.insert(liaisonFeedback).values({
          id,
          assignmentId: assignment.id,
          warningId: assignment.warningId,
          orgId: caller.orgId,
          contactResult: body.contactResult,
          content: body.content,
          createdBy: caller.id,
          createdByName: caller.name,
          createdAt: clock.now(),
        });
        await operationLog.record(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'liaison.feedback',
            entityType: 'warning_assignment',
            entityId: assignment.id,
            remark: body.contactResult,
          },
          tx,
        );
      });
      return { id };
    },

    /** Every liaison feedback on the warning, oldest first. */
    async list(caller: Principal, assignmentId: string): Promise<LiaisonFeedbackRecord[]> {
      const assignment = await visibleAssignment(caller, assignmentId);
      const rows = await db
        .select({
          id: liaisonFeedback.id,
          contactResult: liaisonFeedback.contactResult,
          content: liaisonFeedback.content,
          createdByName: liaisonFeedback.createdByName,
          orgName: org.name,
          createdAt: liaisonFeedback.createdAt,
        })
        .from(liaisonFeedback)
        .innerJoin(org, eq(org.id, liaisonFeedback.orgId))
        .where(eq(liaisonFeedback.warningId, assignment.warningId))
        .orderBy(asc(liaisonFeedback.createdAt));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
export type LiaisonFeedbackService = ReturnType<typeof createLiaisonFeedbackService>;
