import { DEFAULT_DEADLINES, FRAUD_TYPES, type WarningLevel } from '@afp/contract';
import type { Db } from '../db/client.ts';
import { fraudType, warningDeadlineConfig } from '../db/schema.ts';

/** The fraud type dictionary (two levels) and the per-level deadlines; existing rows are kept (admin edits win). */
export async function seedDictionaries(db: Db): Promise<void> {
  const fraudTypes = FRAUD_TYPES.flatMap((parent, p) => [
    { code: parent.code, parentCode: null, name: parent.name, sort: p * 100 },
    ...parent.children.map((child, c) => ({
      code: child.code,
      parentCode: parent.code,
      name: child.name,
      sort: p * 100 + c + 1,
    })),
  ]);
  await db.insert(fraudType).values(fraudTypes).onConflictDoNothing();
  const deadlines = (Object.keys(DEFAULT_DEADLINES) as unknown as WarningLevel[]).map((level) => ({
    level: Number(level),
    ...DEFAULT_DEADLINES[level],
  }));
  await db.insert(warningDeadlineConfig).values(deadlines).onConflictDoNothing();
}
