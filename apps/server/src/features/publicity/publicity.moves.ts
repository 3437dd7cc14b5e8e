import { CASE_PUBLICITY_STATES, PUBLICITY_CONTENT_STATES, PUBLICITY_RECORD_STATES } from '@afp/contract';
import type { Tx } from '../../db/client.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { invalidPublicityMove, stalePublicity } from './publicity.errors.ts';
import type { PublicityRepository } from './publicity.repository.ts';
import {
  CASE_ACTION_NAMES,
  CONTENT_ACTION_NAMES,
  nextCaseState,
  nextContentState,
  nextRecordState,
  RECORD_ACTION_NAMES,
  type CaseAction,
  type ContentAction,
  type RecordAction,
} from './publicity.rules.ts';
import type { CasePublicityRow, PublicityContentRow, PublicityRecordRow } from './publicity.table.ts';

/** Who moved something: a signed-in caller, or the verification acting for its reviewer. */
export interface Actor {
  loginType: string;
  id: string;
  orgId: string | null;
}

/** The versioned moves of records and 一案一宣 tasks, each with its operation-log entry. */
export function createPublicityMoves({
  repository,
  operationLog,
}: {
  repository: PublicityRepository;
  operationLog: OperationLog;
}) {
  async function log(
    tx: Tx,
    actor: Actor,
    entity: { type: 'publicity_record' | 'case_publicity' | 'publicity_content'; id: string },
    action: string,
    move: { from: string | null; to: string },
    remark?: string | null,
  ) {
    await operationLog.record(
      {
        actorType: actor.loginType,
        actorId: actor.id,
        orgId: actor.orgId,
        action: `publicity.${action}`,
        entityType: entity.type,
        entityId: entity.id,
        fromState: move.from,
        toState: move.to,
        remark: [`${move.from ?? '新建'} → ${move.to}`, remark].filter(Boolean).join('：'),
      },
      tx,
    );
  }

  /** Moves a record at the version seen; an illegal move or a stale version is a 409. */
  async function moveRecord(
    tx: Tx,
    actor: Actor,
    record: PublicityRecordRow,
    expectedVersion: number,
    action: RecordAction,
    values: Partial<PublicityRecordRow>,
    remark?: string | null,
  ): Promise<PublicityRecordRow> {
    if (record.version !== expectedVersion) throw stalePublicity();
    const to = nextRecordState(record.state, action);
    if (!to) throw invalidPublicityMove(PUBLICITY_RECORD_STATES[record.state], RECORD_ACTION_NAMES[action]);
    const moved = await repository.updateRecord(tx, record.id, expectedVersion, { ...values, state: to });
    if (!moved) throw stalePublicity();
    await log(
      tx,
      actor,
      { type: 'publicity_record', id: record.id },
      `record.${action}`,
      { from: record.state, to },
      remark,
    );
    return moved;
  }

  async function moveCase(
    tx: Tx,
    actor: Actor,
    task: CasePublicityRow,
    expectedVersion: number,
    action: CaseAction,
    values: Partial<CasePublicityRow>,
    remark?: string | null,
  ): Promise<CasePublicityRow> {
    if (task.version !== expectedVersion) throw stalePublicity();
    const to = nextCaseState(task.state, action);
    if (!to) throw invalidPublicityMove(CASE_PUBLICITY_STATES[task.state], CASE_ACTION_NAMES[action]);
    const moved = await repository.updateCase(tx, task.id, expectedVersion, { ...values, state: to });
    if (!moved) throw stalePublicity();
    await log(tx, actor, { type: 'case_publicity', id: task.id }, `case.${action}`, { from: task.state, to }, remark);
    return moved;
  }

  /** Edits or withdraws a library item at the version seen; an illegal move or a stale version is a 409. */
  async function moveContent(
    tx: Tx,
    actor: Actor,
    item: PublicityContentRow,
    expectedVersion: number,
    action: ContentAction,
    values: Partial<PublicityContentRow>,
  ): Promise<PublicityContentRow> {
    if (item.version !== expectedVersion) throw stalePublicity();
    const to = nextContentState(item.state, action);
    if (!to) throw invalidPublicityMove(PUBLICITY_CONTENT_STATES[item.state], CONTENT_ACTION_NAMES[action]);
    const moved = await repository.updateContent(tx, item.id, expectedVersion, { ...values, state: to });
    if (!moved) throw stalePublicity();
    await log(tx, actor, { type: 'publicity_content', id: item.id }, `content.${action}`, { from: item.state, to });
    return moved;
  }

  return { log, moveRecord, moveCase, moveContent };
}
export type PublicityMoves = ReturnType<typeof createPublicityMoves>;
