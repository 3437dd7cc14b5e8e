import {
  EARLY_WARNING_ENDPOINTS,
  isAboveOrg,
  isCentre,
  RETURN_VISIT_VERDICTS,
  type AssignmentChange,
  type ParsedBodyOf,
  type ReturnVisitVerdict,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { transitionAssignment, warningNotFound } from '../../core/assignment/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { changeOf } from './early-warning-handling.service.ts';
import type { EarlyWarningRepository } from './early-warning.repository.ts';

type RejectBody = ParsedBodyOf<typeof EARLY_WARNING_ENDPOINTS.rejectFeedback>;
type ReturnVisitBody = ParsedBodyOf<typeof EARLY_WARNING_ENDPOINTS.returnVisit>;

/** What organisations above the holder do with a feedback: send it back (驳回) or close it with a return visit. */
export function createEarlyWarningReviewService(deps: {
  db: Db;
  repository: EarlyWarningRepository;
  operationLog: OperationLog;
  clock: Clock;
}) {
  const { db, repository, operationLog, clock } = deps;

  async function visible(viewer: Principal, assignmentId: string) {
    const assignment = await repository.findInScope(assignmentId, viewer.orgPath);
    if (!assignment) throw warningNotFound();
    return assignment;
  }

  return {
    /** FED_BACK → HANDLING with the reason in the log; the holder must feed back again. */
    async reject(viewer: Principal, body: RejectBody): Promise<AssignmentChange> {
      const assignment = await visible(viewer, body.assignmentId);
      if (!isAboveOrg(viewer, assignment)) throw forbidden('只有上级单位可以驳回反馈');
      const updated = await db.transaction((tx) =>
        transitionAssignment(tx, operationLog, {
          assignmentId: assignment.id,
          action: 'reject',
          expectedVersion: body.version,
          actor: viewer,
          patch: { fedBackAt: null },
          remark: body.reason,
        }),
      );
      return changeOf(updated);
    },

    /** FED_BACK → CLOSED by the centre: its verdict stored as data (有效回访率 counts it), and named in the log. */
    async returnVisit(viewer: Principal, body: ReturnVisitBody): Promise<AssignmentChange> {
      const assignment = await visible(viewer, body.assignmentId);
      if (!isCentre(viewer)) throw forbidden('只有市反诈中心可以回访办结');
      const verdict: ReturnVisitVerdict = body.isEffective ? 'EFFECTIVE' : 'INEFFECTIVE';
      const verdictName = RETURN_VISIT_VERDICTS[verdict];
      const updated = await db.transaction((tx) =>
        transitionAssignment(tx, operationLog, {
          assignmentId: assignment.id,
          action: 'close',
          expectedVersion: body.version,
          actor: viewer,
          patch: { closedAt: clock.now(), returnVisitVerdict: verdict },
          remark: body.remark ? `${verdictName}：${body.remark}` : verdictName,
        }),
      );
      return changeOf(updated);
    },
  };
}
export type EarlyWarningReviewService = ReturnType<typeof createEarlyWarningReviewService>;
