import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { openCasePublicity, type CaseWithLoss } from './case-publicity.service.ts';
import { createPublicityMoves, type Actor } from './publicity.moves.ts';
import { createPublicityRepository } from './publicity.repository.ts';

/**
 * 一案一宣 tasks opened by another feature (the weekly case bulletin): one per case, whoever opens it
 * first; answers the task (new or already there), or undefined for an unknown warning.
 */
export function createCasePublicityOpener(deps: { db: Db; clock: Clock; operationLog: OperationLog }) {
  const repository = createPublicityRepository({ db: deps.db });
  const moves = createPublicityMoves({ operationLog: deps.operationLog });
  return (tx: Tx, source: CaseWithLoss, actor: Actor) =>
    openCasePublicity(tx, { clock: deps.clock, repository, moves }, source, actor);
}
export type CasePublicityOpener = ReturnType<typeof createCasePublicityOpener>;
