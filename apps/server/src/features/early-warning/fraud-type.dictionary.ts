import { asc } from 'drizzle-orm';
import type { FraudType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { fraudType } from './early-warning.table.ts';

export interface FraudTypeEntry {
  code: string;
  name: string;
  parentCode: string | null;
}

/** The two-level fraud type dictionary, read from the table and kept in memory for a while. */
export function createFraudTypeDictionary({ db, clock, ttlMs = 5 * 60_000 }: { db: Db; clock: Clock; ttlMs?: number }) {
  let cached: { loadedAt: number; byCode: Map<string, FraudTypeEntry>; tree: FraudType[] } | undefined;

  async function load() {
    if (cached && clock.now().getTime() - cached.loadedAt < ttlMs) return cached;
    const rows = await db.select().from(fraudType).orderBy(asc(fraudType.sort), asc(fraudType.code));
    const byCode = new Map(rows.map((r) => [r.code, { code: r.code, name: r.name, parentCode: r.parentCode }]));
    const tree = rows
      .filter((r) => !r.parentCode)
      .map((parent) => ({
        code: parent.code,
        name: parent.name,
        children: rows.filter((c) => c.parentCode === parent.code).map((c) => ({ code: c.code, name: c.name })),
      }));
    cached = { loadedAt: clock.now().getTime(), byCode, tree };
    return cached;
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
