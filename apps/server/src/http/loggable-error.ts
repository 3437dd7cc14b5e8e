import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** The database error behind `error` (directly or as a cause), if any. */
function queryErrorIn(error: unknown): DrizzleQueryError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    if (current instanceof DrizzleQueryError) return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * An error as it may be logged at error level. A database error only by its SQLSTATE and the
 * driver's message: drizzle's own message and fields carry the statement's bound parameters
 * (personal data); the statement alone, without them, goes to debug.
 */
export function loggableError(error: unknown, log: FastifyBaseLogger): unknown {
  const queryError = queryErrorIn(error);
  if (!queryError) return error;
  log.debug({ statement: queryError.query }, 'failed statement');
  const cause = queryError.cause as { code?: unknown; message?: unknown } | undefined;
  return { type: 'DatabaseError', code: cause?.code, message: cause?.message };
}
