import type { WarningSource } from '@afp/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { OPEN_STATES } from '../../core/assignment/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { earlyWarning, warningAssignment } from '../early-warning/index.ts';
import { org } from '../org/index.ts';
import { intakeClient } from './intake-client.table.ts';

export type IntakeClient = typeof intakeClient.$inferSelect;

/** Methods taking `tx`: pass the transaction when inside one (PGlite has one connection, a query beside it would wait forever). */
export function createIntakeRepository({ db }: { db: Db }) {
  return {
    /** The enabled client whose key hashes to `keyHash`. */
    async enabledClient(keyHash: string): Promise<IntakeClient | undefined> {
      const [client] = await db
        .select()
        .from(intakeClient)
        .where(and(eq(intakeClient.keyHash, keyHash), eq(intakeClient.enabled, true)));
      return client;
    },
    /** The operator's upstream client (INTAKE_KEY), its key replaced when the key changes. */
    async putClient(client: { id: string; name: string; keyHash: string }): Promise<void> {
      await db
        .insert(intakeClient)
        .values({ ...client, enabled: true })
        .onConflictDoUpdate({ target: intakeClient.id, set: { keyHash: client.keyHash, enabled: true } });
    },
    /** The warning already taken from this upstream number, if any. */
    async warningOfUpstream(source: WarningSource, upstreamNo: string) {
      const [row] = await db
        .select({ id: earlyWarning.id, warningNo: earlyWarning.warningNo })
        .from(earlyWarning)
        .where(and(eq(earlyWarning.source, source), eq(earlyWarning.upstreamNo, upstreamNo)));
      return row;
    },
    async org(id: string) {
      const [row] = await db.select().from(org).where(eq(org.id, id));
      return row;
    },
    async isWarningNoTaken(warningNo: string): Promise<boolean> {
      const [taken] = await db
        .select({ id: earlyWarning.id })
        .from(earlyWarning)
        .where(eq(earlyWarning.warningNo, warningNo));
      return taken !== undefined;
    },
    /** The warning of the person's most recently pushed open assignment, if any. */
    async openWarningOfPerson(personKey: string, tx: Db | Tx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ warningId: warningAssignment.warningId })
        .from(warningAssignment)
        .where(and(eq(warningAssignment.personKey, personKey), inArray(warningAssignment.state, [...OPEN_STATES])))
        .orderBy(desc(warningAssignment.pushedAt))
        .limit(1);
      return row?.warningId;
    },
    /** Inserts the warning, or nothing (false) when its (source, upstreamNo) is already taken. */
    async insertWarning(values: typeof earlyWarning.$inferInsert, tx: Db | Tx = db): Promise<boolean> {
      const inserted = await tx
        .insert(earlyWarning)
        .values(values)
        .onConflictDoNothing({ target: [earlyWarning.source, earlyWarning.upstreamNo] })
        .returning({ id: earlyWarning.id });
      return inserted.length > 0;
    },
  };
}
export type IntakeRepository = ReturnType<typeof createIntakeRepository>;
