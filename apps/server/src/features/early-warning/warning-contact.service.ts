import { ASSIGNMENT_STATES, type ParsedBodyOf, type ContactAttempt, type EARLY_WARNING_ENDPOINTS } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { invalidTransition, warningNotFound } from '../../core/assignment/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { lastLoggedSince, lockAssignmentInScope } from './warning-contact.repository.ts';
import { CONTACT_ACTIONS, CONTACT_REPEAT_WINDOW_MS, contactRefusal } from './warning-contact.rules.ts';

type ContactAttemptBody = ParsedBodyOf<typeof EARLY_WARNING_ENDPOINTS.contactAttempt>;

/** One-tap contact: the holder's guard called or texted the victim; logged, no change of state. */
export function createWarningContactService({
  db,
  operationLog,
  clock,
}: {
  db: Db;
  operationLog: OperationLog;
  clock: Clock;
}) {
  return {
    logAttempt: (caller: Principal, { assignmentId, channel }: ContactAttemptBody): Promise<ContactAttempt> =>
      db.transaction(async (tx) => {
        const assignment = await lockAssignmentInScope(tx, assignmentId, caller.orgPath);
        if (!assignment) throw warningNotFound();
        const refusal = contactRefusal(caller, assignment);
        if (refusal === 'notHolder') throw forbidden('只有预警当前所属单位的卫士可以联系当事人');
        if (refusal === 'closed') throw invalidTransition(ASSIGNMENT_STATES[assignment.state], '联系当事人');

        const action = CONTACT_ACTIONS[channel];
        const actor = { actorType: caller.loginType, actorId: caller.id };
        const since = new Date(clock.now().getTime() - CONTACT_REPEAT_WINDOW_MS);
        const earlier = await lastLoggedSince(tx, { assignmentId, action, ...actor, since });
        const at =
          earlier ??
          (
            await operationLog.note(
              { ...actor, orgId: caller.orgId, action, entityType: 'warning_assignment', entityId: assignmentId },
              tx,
            )
          ).createdAt;
        return { assignmentId, channel, at: at.toISOString() };
      }),
  };
}
export type WarningContactService = ReturnType<typeof createWarningContactService>;
