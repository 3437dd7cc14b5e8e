import { asc } from 'drizzle-orm';
import type { FraudType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { onCacheInvalidation } from '../../core/cache-invalidation.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import type { Db } from '../../db/client.ts';
import { fraudType } from './early-warning.table.ts';

export interface FraudTypeEntry {
  code: string;
  name: string;
  parentCode: string | null;
}

/**
 * The two-level fraud type dictionary, read from the table and kept in memory for a while.
 * Across processes: invalidation by message. The table's trigger announces any change (it has no
 * editing route; the centre's dictionary may be amended by a script or by hand), so every process
 * reloads on its next read instead of naming warnings by an old dictionary for minutes.
 */
export function createFraudTypeDictionary({
  db,
  clock,
  ttlMs = 5 * 60_000,
  bus,
}: {
  db: Db;
  clock: Clock;
  ttlMs?: number;
  bus?: ClusterBus;
}) {
  let cached: { loadedAt: number; byCode: Map<string, FraudTypeEntry>; tree: FraudType[] } | undefined;
  // A load already under way when the change arrived may hold the old rows: it is not kept.
  let version = 0;
  const forget = () => {
    cached = undefined;
    version += 1;
  };
  onCacheInvalidation(bus, 'fraud_type', forget, forget);

  async function load() {
    if (cached && clock.now().getTime() - cached.loadedAt < ttlMs) return cached;
    const loadingVersion = version;
    const rows = await db.select().from(fraudType).orderBy(asc(fraudType.sort), asc(fraudType.code));
    const byCode = new Map(rows.map((r) => [r.code, { code: r.code, name: r.name, parentCode: r.parentCode }]));
    const tree = rows
      .filter((r) => !r.parentCode)
      .map((parent) => ({
        code: parent.code,
        name: parent.name,
        children: rows.filter((c) => c.parentCode === parent.code).map((c) => ({ code: c.code, name: c.name })),
      }));
    const loaded = { loadedAt: clock.now().getTime(), byCode, tree };
    if (loadingVersion === version) cached = loaded;
    return loaded;
  }

  return {
    tree: async (): Promise<FraudType[]> => (await load()).tree,
    /** code → entry, for naming list records. */
    entries: async (): Promise<Map<string, FraudTypeEntry>> => (await load()).byCode,
    /** A code and, for a parent type, all its children: the filter "this type". */
    async codesUnder(code: string): Promise<string[]> {
      const { byCode } = await load();
      return [code, ...[...byCode.values()].filter((e) => e.parentCode === code).map((e) => e.code)];
    },
  };
}
export type FraudTypeDictionary = ReturnType<typeof createFraudTypeDictionary>;

/** The parent type of a code (itself when it is a parent). */
export const parentCodeOf = (entries: Map<string, FraudTypeEntry>, code: string): string =>
  entries.get(code)?.parentCode ?? code;
