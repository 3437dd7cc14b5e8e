import type { Lifecycle } from '../../core/lifecycle.ts';
import type { JournalEntry } from '../../db/migrate.ts';
import type { HealthRepository } from './health.repository.ts';

export type NotReadyReason = 'starting' | 'draining' | 'database_unreachable' | 'migrations_pending';
export type Readiness = { isReady: true } | { isReady: false; reason: NotReadyReason; pendingMigrations?: string[] };

/** A probe that hangs is worse than one that fails: the load balancer's own timeout is a few seconds. */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready = serving (not starting, not draining), the database answers, and every migration of this
 * code's journal is applied (drizzle's migrator applies those newer than its newest row, so the same
 * comparison says which are missing). A database migrated further by a newer release stays ready:
 * migrations only add, so this code still runs on it during a rolling upgrade.
 */
export function createReadinessCheck({
  repository,
  lifecycle,
  journal,
  timeoutMs = DATABASE_PROBE_TIMEOUT_MS,
}: {
  repository: HealthRepository;
  lifecycle: Lifecycle;
  journal: () => Promise<JournalEntry[]>;
  timeoutMs?: number;
}) {
  let expected: Promise<JournalEntry[]> | undefined;
  // Migrations are never undone under a running process: once applied, no need to ask again.
  let isMigrated = false;

  async function pendingMigrations(): Promise<string[]> {
    if (isMigrated) return [];
    expected ??= journal();
    const [entries, lastAt] = await Promise.all([expected, repository.lastMigrationAt()]);
    const pending = entries.filter((entry) => lastAt === undefined || entry.when > lastAt).map((entry) => entry.tag);
    isMigrated = pending.length === 0;
    return pending;
  }

  return async function check(): Promise<Readiness> {
    const phase = lifecycle.phase();
    if (phase !== 'serving') return { isReady: false, reason: phase };
    try {
      const pending = await withTimeout(
        repository.ping().then(() => pendingMigrations()),
        timeoutMs,
      );
      if (pending.length > 0) return { isReady: false, reason: 'migrations_pending', pendingMigrations: pending };
    } catch {
      return { isReady: false, reason: 'database_unreachable' };
    }
    // Draining may have begun while the database answered.
    const now = lifecycle.phase();
    return now === 'serving' ? { isReady: true } : { isReady: false, reason: now };
  };
}
export type ReadinessCheck = ReturnType<typeof createReadinessCheck>;
