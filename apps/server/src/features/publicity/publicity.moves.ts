import { move, type Mover, type Workflow, type WorkflowTable } from '../../core/transition/index.ts';
import type { Tx } from '../../db/client.ts';
import { changeRemark, type OperationLog } from '../operation-log/index.ts';
import { CASE_WORKFLOW, CONTENT_WORKFLOW, RECORD_WORKFLOW } from './publicity.workflows.ts';

/** Who moved something: a signed-in caller, or the verification acting for its reviewer. */
export type Actor = Mover;

/** The moves of library items, records and 一案一宣 tasks through their workflows, and the log of a new row. */
export function createPublicityMoves({ operationLog }: { operationLog: OperationLog }) {
  /** A new row or a change that is no workflow move, in the log as `publicity.<action>`. */
  const log = (
    tx: Tx,
    actor: Actor,
    entity: { type: 'publicity_record' | 'case_publicity' | 'publicity_content'; id: string },
    action: string,
    change: { from: string | null; to: string },
    remark?: string | null,
  ) =>
    operationLog.recordChange(
      actor,
      { action: `publicity.${action}`, entityType: entity.type, entityId: entity.id, ...change, remark },
      tx,
    );

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
        remark: changeRemark({ from: row.state, to: workflow.actions[action].to, remark }),
      });

  return {
    log,
    moveRecord: mover(RECORD_WORKFLOW),
    moveCase: mover(CASE_WORKFLOW),
    moveContent: mover(CONTENT_WORKFLOW),
  };
}
export type PublicityMoves = ReturnType<typeof createPublicityMoves>;
