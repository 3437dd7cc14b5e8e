import {
  EARLY_WARNING_ENDPOINTS,
  formatChinaDateTime,
  isAboveOrg,
  isCentre,
  RETURN_VISIT_OUTCOMES,
  type AssignmentChange,
  type ParsedBodyOf,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import {
  attemptsRequired,
  mayCloseAsNotFound,
  nextAttemptDueAt,
  transitionAssignment,
  warningNotFound,
  type RecontactPolicy,
} from '../../core/assignment/index.ts';
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
  /** The centre's 回访 follows the same re-contact rule as the holder's feedback. */
  recontact: RecontactPolicy;
}) {
  const { db, repository, operationLog, clock, recontact } = deps;

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
          // The centre's own attempts wait no longer: the holder handles the warning again.
          patch: { fedBackAt: null, nextAttemptDue: null },
          remark: body.reason,
        }),
      );
      return changeOf(updated);
    },

    /**
     * The centre's 回访 with a fixed outcome. 暂时找不到: an attempt on record, the warning stays fed back
     * with the next attempt due. The others close it (FED_BACK → CLOSED) with the outcome as its verdict
     * (有效回访率 counts it) — 确实找不到 only with the configured attempts on record.
     */
    async returnVisit(viewer: Principal, body: ReturnVisitBody): Promise<AssignmentChange> {
      const assignment = await visible(viewer, body.assignmentId);
      if (!isCentre(viewer)) throw forbidden('只有市反诈中心可以回访办结');
      const outcome = body.outcome;
      const outcomeName = RETURN_VISIT_OUTCOMES[outcome];
      const withRemark = (text: string) => (body.remark ? `${text}：${body.remark}` : text);
      const onRecord = assignment.returnVisitAttempts;
      if (outcome === 'NOT_FOUND' && !mayCloseAsNotFound(onRecord, recontact))
        throw attemptsRequired(onRecord, recontact.attemptsRequired);
      const now = clock.now();
      const updated = await db.transaction((tx) => {
        if (outcome !== 'NOT_FOUND_YET') {
          return transitionAssignment(tx, operationLog, {
            assignmentId: assignment.id,
            action: 'close',
            expectedVersion: body.version,
            actor: viewer,
            patch: { closedAt: now, returnVisitVerdict: outcome, nextAttemptDue: null },
            remark: withRemark(outcomeName),
          });
        }
        const attempts = onRecord + 1;
        const nextDue = nextAttemptDueAt(attempts, now, recontact);
        return transitionAssignment(tx, operationLog, {
          assignmentId: assignment.id,
          action: 'returnVisitUnreachable',
          expectedVersion: body.version,
          actor: viewer,
          patch: { returnVisitAttempts: attempts, nextAttemptDue: nextDue },
          remark: withRemark(`第 ${attempts} 次回访暂时找不到，下次回访 ${formatChinaDateTime(nextDue)}`),
        });
      });
      return changeOf(updated);
    },
  };
}
export type EarlyWarningReviewService = ReturnType<typeof createEarlyWarningReviewService>;
