import { move, type Mover, type Workflow, type WorkflowTable } from '../../core/transition/index.ts';
import type { Tx } from '../../db/client.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { CASE_WORKFLOW, CONTENT_WORKFLOW, RECORD_WORKFLOW } from './publicity.workflows.ts';

/** The log's remark: `from → to` in state names (新建 for a new row), then the reason. */
const remarkOf = (change: { from: string | null; to: string }, remark?: string | null) =>
  [`${change.from ?? '新建'} → ${change.to}`, remark].filter(Boolean).join('：');

/** Who moved something: a signed-in caller, or the verification acting for its reviewer. */
export type Actor = Mover;

/** The moves of library items, records and 一案一宣 tasks through their workflows, and the log of a new row. */
export function createPublicityMoves({ operationLog }: { operationLog: OperationLog }) {
  async function log(
    tx: Tx,
    actor: Actor,
    entity: { type: 'publicity_record' | 'case_publicity' | 'publicity_content'; id: string },
    action: string,
    change: { from: string | null; to: string },
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
        fromState: change.from,
        toState: change.to,
        remark: remarkOf(change, remark),
      },
      tx,
    );
  }

  /** A workflow's move at the version the caller saw (core/transition), logged `from → to：remark`. */
  const mover =
    <T extends WorkflowTable, S extends string, A extends string>(workflow: Workflow<T, S, A>) =>
    (
      tx: Tx,
      actor: Actor,
      row: { id: string; version: number; state: S },
      expectedVersion: number,
      action: A,
      values: Partial<T['$inferInsert']>,
      remark?: string | null,
    ): Promise<T['$inferSelect']> =>
      move(tx, workflow, row, action, {
        by: actor,
        log: operationLog,
        version: expectedVersion,
        patch: values,
        remark: remarkOf({ from: row.state, to: workflow.actions[action].to }, remark),
      });

  return {
    log,
    moveRecord: mover(RECORD_WORKFLOW),
    moveCase: mover(CASE_WORKFLOW),
    moveContent: mover(CONTENT_WORKFLOW),
  };
}
export type PublicityMoves = ReturnType<typeof createPublicityMoves>;
