import { ERROR_CODES } from '@afp/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, RATE_LIMITED_MESSAGE, tooManyRequests } from '../../http/errors.ts';
import { sha256 } from '../../secrets.ts';
import { createIntakeRepository, type IntakeClient } from './intake.repository.ts';

const intakeUnauthorized = () => new AppError(401, ERROR_CODES.intakeUnauthorized, '接入凭证无效');

/** The enabled intake client owning the key, or 401 intake.unauthorized. */
export async function authenticateIntakeKey(db: Db, key: string | undefined): Promise<IntakeClient> {
  if (!key) throw intakeUnauthorized();
  const client = await createIntakeRepository({ db }).enabledClient(sha256(key));
  if (!client) throw intakeUnauthorized();
  return client;
}

/** The client that pushed this request (its key already checked). */
export type IntakeClientOf = (request: FastifyRequest) => IntakeClient;

/**
 * Routes that outside systems call with their own key (X-Intake-Key), no session: upstream
 * warnings, outlets' card-opening checks. The key is checked before the body is validated, so a
 * caller without one learns nothing about the format: a preValidation hook in a scope of its own
 * (a Fastify plugin context), applying to the routes `register` adds only.
 *
 * Wrong keys are limited per IP like the logins (`rateLimit` per minute, @fastify/rate-limit as theirs, counted
 * in the database so the limit holds across processes): only failures count, so a busy upstream is never slowed, but once an address has used up its
 * failures every call from it is refused until the minute is over — the right key too, so the
 * limit is no oracle for guessing.
 */
export async function registerIntakeKeyRoutes(
  app: FastifyInstance,
  { db, rateLimit }: { db: Db; rateLimit: number },
  register: (scope: FastifyInstance, clientOf: IntakeClientOf) => void,
): Promise<void> {
  await app.register(async (scope) => {
    const clients = new WeakMap<FastifyRequest, IntakeClient>();
    // Per route and IP, as each login route's limit is; the key names the limit, since counters
    // are shared by every limit (and every process) in the database.
    const failures = scope.createRateLimit({
      max: rateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request) => `intake-key ${request.routeOptions.url} ${normalizeIP(request.ip)}`,
    });
    scope.addHook('preValidation', async (request) => {
      const seen = await failures(request, { increment: false });
      if (!seen.isAllowed && seen.remaining === 0) throw tooManyRequests(RATE_LIMITED_MESSAGE);
      const key = request.headers['x-intake-key'];
      try {
        clients.set(request, await authenticateIntakeKey(db, typeof key === 'string' ? key : undefined));
      } catch (error) {
        // Only a refused key counts; a database failure is no guess.
        if (error instanceof AppError) await failures(request);
        throw error;
      }
    });
    register(scope, (request) => {
      const client = clients.get(request);
      if (!client) throw new Error('intake-key route without an authenticated client');
      return client;
    });
  });
}
