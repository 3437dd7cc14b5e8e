import { DEFAULT_DEADLINES, type WarningKind, type WarningLevel, type WarningSource } from '@afp/contract';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../secrets.ts';
import { warningAssignment, warningDeadlineConfig, type WarningAssignmentRow } from '../../db/schema.ts';
import { deadlinesAt, type DeadlineConfig } from './assignment.rules.ts';

/** Per-level deadlines from configuration; levels missing there keep the defaults. */
export async function readDeadlineConfig(tx: Db | Tx): Promise<Record<WarningLevel, DeadlineConfig>> {
  const rows = await tx.select().from(warningDeadlineConfig);
  const config = { ...DEFAULT_DEADLINES };
  for (const row of rows) {
    if (row.level in config)
      config[row.level as WarningLevel] = { signMinutes: row.signMinutes, feedbackMinutes: row.feedbackMinutes };
  }
  return config;
}

export interface DispatchInput {
  warningId: string;
  org: { id: string; path: string };
  level: number;
  source: WarningSource;
  kind: WarningKind;
  fraudTypeCode: string | null;
  personKey: string;
  pushedAt: Date;
  hop: number;
  parentAssignmentId: string | null;
}

/**
 * Gives a warning to an organisation: a new PENDING_SIGN assignment whose deadlines run from
 * `now` (intake and accepted transfers alike — a receiver gets a fresh sign deadline).
 */
export async function dispatchAssignment(tx: Db | Tx, input: DispatchInput, now: Date): Promise<WarningAssignmentRow> {
  const config = await readDeadlineConfig(tx);
  const { signDeadline, feedbackDeadline } = deadlinesAt(now, input.level as WarningLevel, config);
  const [row] = await tx
    .insert(warningAssignment)
    .values({
      id: newId(),
      warningId: input.warningId,
      orgId: input.org.id,
      orgPath: input.org.path,
      parentAssignmentId: input.parentAssignmentId,
      hop: input.hop,
      state: 'PENDING_SIGN',
      level: input.level,
      source: input.source,
      kind: input.kind,
      fraudTypeCode: input.fraudTypeCode,
      personKey: input.personKey,
      pushedAt: input.pushedAt,
      signDeadline,
      feedbackDeadline,
      version: 0,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('assignment insert returned nothing');
  return row;
}

/** Kinds of organisation that handle warnings themselves (transfer targets, intake targets). */
export const HANDLING_ORG_KINDS: readonly string[] = ['community', 'street', 'station'];
