import type { LIAISON_FEEDBACK_ENDPOINTS, LiaisonFeedbackRecord, ParsedBodyOf } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { seesWarningWhole, visibleAssignment } from '../../core/assignment/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../secrets.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { LiaisonFeedbackRepository } from './liaison-feedback.repository.ts';

type LiaisonFeedbackBody = ParsedBodyOf<typeof LIAISON_FEEDBACK_ENDPOINTS.create>;

export function createLiaisonFeedbackService(deps: {
  db: Db;
  clock: Clock;
  repository: LiaisonFeedbackRepository;
  operationLog: OperationLog;
}) {
  const { db, clock, repository, operationLog } = deps;

  return {
    async create(caller: Principal, body: LiaisonFeedbackBody): Promise<{ id: string }> {
      const assignment = await visibleAssignment(db, caller, body.assignmentId);
      const id = newId();
      await db.transaction(async (tx) => {
        await repository.insert(
          {
            id,
            assignmentId: assignment.id,
            warningId: assignment.warningId,
            orgId: caller.orgId,
            contactResult: body.contactResult,
            content: body.content,
            createdBy: caller.id,
            createdByName: caller.name,
            createdAt: clock.now(),
          },
          tx,
        );
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

    /** Liaison feedback on the warning, oldest first: all of it for the current holder and the centre, else the caller's subtree's. */
    async list(caller: Principal, assignmentId: string): Promise<LiaisonFeedbackRecord[]> {
      const assignment = await visibleAssignment(db, caller, assignmentId);
      const whole = await seesWarningWhole(db, caller, assignment.warningId);
      const rows = await repository.listOfWarning(assignment.warningId, whole ? undefined : caller.orgPath);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
export type LiaisonFeedbackService = ReturnType<typeof createLiaisonFeedbackService>;
