import { isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ruleSet } from './rule-statistics.table.ts';

export function createRuleSetRepository({ db }: { db: Db }) {
  return {
    /** The latest year with an issued rule set, or null when none is issued yet. */
    async latestIssuedYear(): Promise<number | null> {
      const [row] = await db
        .select({ year: max(ruleSet.year) })
        .from(ruleSet)
        .where(isNotNull(ruleSet.issuedAt));
      return row?.year ?? null;
    },
  };
}
export type RuleSetRepository = ReturnType<typeof createRuleSetRepository>;
