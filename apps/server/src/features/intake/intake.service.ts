import type { FastifyBaseLogger } from 'fastify';
import { chinaDayOf, type IntakeBody, type IntakeResult } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { dispatchAssignment, HANDLING_ORG_KINDS } from '../../core/assignment/index.ts';
import { victimLookupOf, type PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { WarningEvents } from '../early-warning/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { CircleAlerts } from '../protection-circle/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { IntakeClient, IntakeRepository } from './intake.repository.ts';

export type { IntakeClient } from './intake.repository.ts';

/** `YJ` + date in China time + 6 digits. */
function warningNoOf(at: Date): string {
  const day = chinaDayOf(at).replaceAll('-', '');
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `YJ${day}${serial}`;
}

export function createIntakeService(deps: {
  db: Db;
  clock: Clock;
  repository: IntakeRepository;
  operationLog: OperationLog;
  events: WarningEvents;
  notifier: WorkNotifier;
  personKeyOf: PersonKeyOf;
  circleAlerts?: CircleAlerts;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, repository, operationLog, personKeyOf } = deps;

  async function existing(body: IntakeBody): Promise<IntakeResult | undefined> {
    const row = await repository.warningOfUpstream(body.source, body.upstreamNo);
    return row && { warningId: row.id, warningNo: row.warningNo, assignmentId: null, duplicate: true };
  }

  async function freeWarningNo(now: Date): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const candidate = warningNoOf(now);
      if (!(await repository.isWarningNoTaken(candidate))) return candidate;
    }
    throw new Error('no free warning number');
  }

  return {
    /** Takes a warning from an upstream platform; a repeat of (source, upstreamNo) creates nothing. */
    async push(client: IntakeClient, body: IntakeBody): Promise<IntakeResult> {
      const repeat = await existing(body);
      if (repeat) return repeat;
      const target = await repository.org(body.orgId);
      if (!target || !HANDLING_ORG_KINDS.includes(target.kind))
        throw badRequest('参数 orgId 错误：须为社区或派出所/街道');

      const now = clock.now();
      const warningNo = await freeWarningNo(now);
      const pushedAt = body.pushedAt ? new Date(body.pushedAt) : now;
      const personKey = personKeyOf({ idNumber: body.victimIdNumber, phone: body.victimPhone, name: body.victimName });
      const created = await db.transaction(async (tx) => {
        const openWarningOfPerson = await repository.openWarningOfPerson(personKey, tx);
        const warningId = newId();
        // A concurrent push of the same upstream warning loses here and answers as a repeat.
        const inserted = await repository.insertWarning(
          {
            id: warningId,
            warningNo,
            source: body.source,
            upstreamNo: body.upstreamNo,
            kind: body.kind,
            level: body.level,
            fraudTypeCode: body.fraudTypeCode ?? null,
            victimName: body.victimName,
            victimIdNumber: body.victimIdNumber ?? null,
            victimPhone: body.victimPhone ?? null,
            victimBankCard: body.victimBankCard ?? null,
            ...victimLookupOf({ idNumber: body.victimIdNumber, phone: body.victimPhone }, personKeyOf),
            victimAddress: body.victimAddress ?? null,
            personKey,
            suspectPhone: body.suspectPhone ?? null,
            suspectAccount: body.suspectAccount ?? null,
            callCount: body.callCount ?? null,
            callDurationSeconds: body.callDurationSeconds ?? null,
            netUrl: body.netUrl ?? null,
            fundAmount: body.fundAmount ?? null,
            duplicateOfId: openWarningOfPerson ?? null,
            pushedAt,
            createdAt: now,
          },
          tx,
        );
        if (!inserted) return undefined;
        const assignment = await dispatchAssignment(
          tx,
          {
            warningId,
            org: target,
            level: body.level,
            source: body.source,
            kind: body.kind,
            fraudTypeCode: body.fraudTypeCode ?? null,
            personKey,
            pushedAt,
            hop: 0,
            parentAssignmentId: null,
          },
          now,
        );
        await operationLog.record(
          {
            actorType: 'intake',
            actorId: client.id,
            orgId: target.id,
            action: 'warning.intake',
            entityType: 'early_warning',
            entityId: warningId,
            toState: 'PENDING_SIGN',
            remark: `${client.name} ${body.upstreamNo}`,
          },
          tx,
        );
        // The outbox: the notice and its delivery commit with the warning, or neither exists.
        await deps.notifier.notify(
          target.id,
          {
            kind: 'new_warning',
            text: `新预警 ${warningNo} 待签收`,
            warningId: assignment.warningId,
            assignmentId: assignment.id,
          },
          tx,
        );
        return assignment;
      });
      if (!created) return (await existing(body)) ?? Promise.reject(new Error('intake conflict without a row'));

      deps.events.publish({
        type: 'warning.assigned',
        assignmentId: created.id,
        warningId: created.warningId,
        orgId: created.orgId,
        level: created.level,
        state: 'PENDING_SIGN',
      });
      // The person's protection circle hears of it too; a failure there never fails the intake.
      await deps.circleAlerts
        ?.warningCreated({
          warningId: created.warningId,
          warningNo,
          assignmentId: created.id,
          personKey,
          orgId: target.id,
        })
        .catch((error: unknown) => deps.log?.warn({ err: error, warningId: created.warningId }, 'circle alert failed'));
      return { warningId: created.warningId, warningNo, assignmentId: created.id, duplicate: false };
    },
  };
}
export type IntakeService = ReturnType<typeof createIntakeService>;
