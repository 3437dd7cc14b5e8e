import {
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAY_HEADER,
} from '@afp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { sha256 } from '../../secrets.ts';
import { createIdempotencyRepository, type IdempotencyClaim } from './idempotency.repository.ts';
import type { IdempotentRequestRow } from './idempotency.table.ts';

/** A claimed key whose handler has not answered for this long was abandoned (crash, dropped socket). */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed; its answer is stored when it is sent. */
    idempotencyClaim?: IdempotencyClaim;
  }
}

const keyReused = () => new AppError(422, ERROR_CODES.idempotencyKeyReused, '该请求标识已用于另一项操作，请重新提交');
const inProgress = () => new AppError(409, ERROR_CODES.requestInProgress, '上一次提交仍在处理中，请稍候');

function claimOf(request: FastifyRequest): IdempotencyClaim | undefined {
  const key = request.headers[HEADER];
  if (key === undefined || !STATE_CHANGING.has(request.method) || !request.principal) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest('请求标识格式错误');
  const { loginType, id } = request.principal;
  const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
  return { caller: `${loginType}:${id}`, key, requestHash };
}

function isStale(held: IdempotentRequestRow, now: Date): boolean {
  const age = now.getTime() - held.createdAt.getTime();
  return age > IDEMPOTENCY_TTL_MS || (held.statusCode === null && age > IDEMPOTENCY_ABANDONED_MS);
}

function replay(reply: FastifyReply, row: IdempotentRequestRow) {
  return reply
    .code(row.statusCode ?? 200)
    .header('content-type', 'application/json; charset=utf-8')
    .header(IDEMPOTENT_REPLAY_HEADER, 'true')
    .send(row.answer);
}

/**
 * Idempotency keys on state-changing calls of signed-in callers: the first request with a key is
 * handled and its answer stored for 24 h; a repeat with the same request gets that answer without
 * anything being done again, a repeat with a different request 422, and one that arrives while the
 * first is still running 409. A 5xx answer is not stored, so the retry is handled afresh. Must be
 * listed before the compression module: its onSend hook reads the answer before it is compressed.
 */
export function registerIdempotency(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  const store = createIdempotencyRepository({ db });

  app.addHook('preHandler', async (request, reply) => {
    const claim = claimOf(request);
    if (!claim) return;
    const now = clock.now();
    const held = await store.claim(claim, now);
    if (held !== 'claimed') {
      if (!isStale(held, now)) return answerRepeat(reply, claim, held);
      // Expired, or abandoned unanswered: this request takes the key over, unless another just did.
      if (!(await store.reclaim(claim, held, now))) throw inProgress();
    }
    request.idempotencyClaim = claim;
    await sweep(now);
  });

  function answerRepeat(reply: FastifyReply, claim: IdempotencyClaim, held: IdempotentRequestRow) {
    if (held.requestHash !== claim.requestHash) throw keyReused();
    if (held.statusCode === null) throw inProgress();
    return replay(reply, held);
  }

  /** Forgets expired keys, at most once a minute per process. */
  let sweptAt = 0;
  async function sweep(now: Date) {
    if (now.getTime() - sweptAt < IDEMPOTENCY_ABANDONED_MS) return;
    sweptAt = now.getTime();
    await store.deleteOlderThan(new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') await store.release(claim);
    else await store.complete(claim, reply.statusCode, payload);
    return payload;
  });
}

export const idempotencyModule = defineModule<{ db: Db; clock: Clock }>({
  name: 'idempotency',
  register: registerIdempotency,
});
