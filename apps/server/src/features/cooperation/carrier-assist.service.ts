import {
  CARRIER_ASSIST_HELPS,
  CARRIER_ASSIST_REFUSALS,
  COOPERATION_OPEN_STATES,
  COOPERATION_TASK_STATES,
  COOPERATION_TASK_TYPES,
  canSeeWhole,
  carrierOfPhone,
  type CarrierAssistHelp,
  type CarrierAssistOfWarning,
  type CarrierAssistOutcome,
  type CARRIER_ASSIST_ENDPOINTS,
  type ParsedBodyOf,
  formatChinaDateTime,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { warningNotFound } from '../../core/assignment/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { maskNumbersInText } from '../../core/personal-data.ts';
import { forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { CarrierAssistRepository } from './carrier-assist.repository.ts';
import {
  ASSIGNMENT_ENTITY,
  CARRIER_ASSIST_ASKS,
  CARRIER_ASSIST_LOG,
  carrierAssistAnswerRemark,
  carrierAssistDeadlineOf,
  carrierAssistRefusal,
  carrierAssistTitleOf,
} from './carrier-assist.rules.ts';
import { carrierAssistRefused } from './cooperation.errors.ts';
import { COOPERATION_TASK_ENTITY } from './cooperation.repository.ts';
import { isCooperationOverdue } from './cooperation.rules.ts';

type AskBody = ParsedBodyOf<typeof CARRIER_ASSIST_ENDPOINTS.ask>;

/**
 * 运营商协助 (issue 25): the holder's guard or the centre asks the carrier of the victim's number
 * for help after a failed contact — one cooperation task of type CARRIER_ASSIST to the carrier's
 * partner organisation, which answers it like any task (cooperation.service `handle`).
 */
export function createCarrierAssistService(deps: {
  db: Db;
  clock: Clock;
  repository: CarrierAssistRepository;
  operationLog: OperationLog;
  /** The carrier hears of the request at once (消息通知 and a work notice), not only when it opens its list. */
  notifier: WorkNotifier;
}) {
  const { db, clock, repository, operationLog, notifier } = deps;

  /** The section's answer: the carrier, whether the caller may ask now, the requests so far. */
  async function sectionOf(
    tx: Db | Tx,
    caller: Principal,
    assignment: NonNullable<Awaited<ReturnType<CarrierAssistRepository['assignmentInScope']>>>,
  ) {
    const carrier = carrierOfPhone(assignment.victimPhone);
    const [partner, hasFailedContact, rows] = await Promise.all([
      carrier ? repository.carrierPartner(tx, carrier) : undefined,
      repository.hasFailedContact(tx, assignment.warningId),
      repository.requestsOf(tx, assignment.warningId, caller.orgPath),
    ]);
    const refusal = carrierAssistRefusal(caller, assignment, {
      hasFailedContact,
      hasCarrier: carrier !== null,
      hasPartner: partner !== undefined,
    });
    const now = clock.now();
    // An answer may name the victim's other numbers (关联号码): whole only for the holder and the centre.
    const shownAnswer = canSeeWhole(caller, assignment) ? (answer: string | null) => answer : maskAnswer;
    const section: CarrierAssistOfWarning = {
      carrier,
      partnerOrgName: partner?.name ?? null,
      refusal,
      openHelps: rows
        .filter((row) => row.task.assistHelp && COOPERATION_OPEN_STATES.includes(row.task.state))
        .map((row) => row.task.assistHelp as CarrierAssistHelp),
      requests: rows.map(({ task, partnerOrgName, outcome, answer, answeredByName }) => ({
        id: task.id,
        help: task.assistHelp as CarrierAssistHelp,
        partnerOrgName,
        state: task.state,
        issuerName: task.issuerName,
        issuedAt: task.issuedAt.toISOString(),
        deadlineAt: task.deadlineAt.toISOString(),
        isOverdue: isCooperationOverdue(task, now),
        outcome: outcome as CarrierAssistOutcome | null,
        answer: shownAnswer(answer),
        answeredByName,
        answeredAt: task.fedBackAt?.toISOString() ?? null,
      })),
    };
    return { section, partner };
  }

  const ofWarning = (caller: Principal, assignmentId: string): Promise<CarrierAssistOfWarning> =>
    db.transaction(async (tx) => {
      const assignment = await repository.assignmentInScope(tx, assignmentId, caller.orgPath, { lock: false });
      if (!assignment) throw warningNotFound();
      return (await sectionOf(tx, caller, assignment)).section;
    });

  return {
    ofWarning,

    /**
     * One request to the carrier's partner, logged on the task and on the warning. The assignment is
     * locked first, so two asks at once queue and the second finds the first open (the open-request
     * index of the table holds the same rule in the database).
     */
    ask: async (caller: Principal, body: AskBody): Promise<CarrierAssistOfWarning> => {
      await db.transaction(async (tx) => {
        const assignment = await repository.assignmentInScope(tx, body.assignmentId, caller.orgPath, { lock: true });
        if (!assignment) throw warningNotFound();
        const { section, partner } = await sectionOf(tx, caller, assignment);
        if (section.refusal === 'notHolder') throw forbidden(CARRIER_ASSIST_REFUSALS.notHolder);
        if (section.refusal) throw carrierAssistRefused(CARRIER_ASSIST_REFUSALS[section.refusal]);
        if (section.openHelps.includes(body.help)) throw alreadyAsked(body.help);
        if (!partner || !assignment.victimPhone) throw carrierAssistRefused(CARRIER_ASSIST_REFUSALS.noCarrier);

        const now = clock.now();
        const id = newId();
        const help = CARRIER_ASSIST_HELPS[body.help];
        const deadlineAt = carrierAssistDeadlineOf(now, body.deadlineMinutes);
        await repository.insertTask(tx, {
          id,
          batchId: id,
          partnerOrgId: partner.id,
          issuerOrgId: caller.orgId,
          issuerOrgPath: caller.orgPath,
          issuerId: caller.id,
          issuerName: caller.name,
          type: 'CARRIER_ASSIST',
          urgency: 'URGENT',
          title: carrierAssistTitleOf(body.help),
          content: `预警当事人号码 ${assignment.victimPhoneMasked ?? ''} 经民警联系未接通。${CARRIER_ASSIST_ASKS[body.help]}`,
          attachments: [],
          state: 'ISSUED',
          issuedAt: now,
          deadlineAt,
          warningAssignmentId: assignment.id,
          assistHelp: body.help,
          assistPhone: assignment.victimPhone,
        });
        const actor = { actorType: caller.loginType, actorId: caller.id, orgId: caller.orgId };
        await operationLog.record(
          {
            ...actor,
            action: 'cooperation.issue',
            entityType: COOPERATION_TASK_ENTITY,
            entityId: id,
            toState: 'ISSUED',
            remark: `${COOPERATION_TASK_TYPES.CARRIER_ASSIST}：${COOPERATION_TASK_STATES.ISSUED}`,
          },
          tx,
        );
        await operationLog.record(
          {
            ...actor,
            action: CARRIER_ASSIST_LOG.ask,
            entityType: ASSIGNMENT_ENTITY,
            entityId: assignment.id,
            remark: `${partner.name}：${help}`,
          },
          tx,
        );
        await notifier.notify(
          partner.id,
          {
            kind: 'carrier_assist',
            text: `${caller.orgName}请求${help}：号码 ${assignment.victimPhoneMasked ?? ''}，请于 ${formatChinaDateTime(deadlineAt)} 前答复`,
          },
          tx,
        );
      });
      return ofWarning(caller, body.assignmentId);
    },
  };
}
/**
 * The carrier's answer told on the warning: an entry on its timeline (numbers masked, the rules'
 * remark) and a notice to the office that asked, which opens the warning — in the answer's transaction.
 */
export async function tellCarrierAssistAnswer(
  tx: Tx,
  deps: { operationLog: OperationLog; notifier: WorkNotifier; repository: CarrierAssistRepository },
  caller: Principal,
  request: { issuerOrgId: string; warningAssignmentId: string; assistHelp: CarrierAssistHelp },
  answer: { outcome: CarrierAssistOutcome; content?: string },
): Promise<void> {
  const remark = carrierAssistAnswerRemark(request.assistHelp, answer.outcome, answer.content);
  await deps.operationLog.record(
    {
      actorType: caller.loginType,
      actorId: caller.id,
      orgId: caller.orgId,
      action: CARRIER_ASSIST_LOG.answer,
      entityType: ASSIGNMENT_ENTITY,
      entityId: request.warningAssignmentId,
      remark,
    },
    tx,
  );
  await deps.notifier.notify(
    request.issuerOrgId,
    {
      kind: 'carrier_assist_answered',
      text: `${caller.orgName}答复运营商协助（${remark}）`,
      warningId: await deps.repository.warningIdOf(tx, request.warningAssignmentId),
      assignmentId: request.warningAssignmentId,
    },
    tx,
  );
}

const maskAnswer = (answer: string | null) => (answer === null ? null : maskNumbersInText(answer));
const alreadyAsked = (help: CarrierAssistHelp) =>
  carrierAssistRefused(`已请运营商${CARRIER_ASSIST_HELPS[help]}，待其答复后才能再次发起`);
export type CarrierAssistService = ReturnType<typeof createCarrierAssistService>;
