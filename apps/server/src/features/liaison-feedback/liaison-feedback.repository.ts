import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { org } from '../../db/schema.ts';
import { liaisonFeedback } from './liaison-feedback.table.ts';

export function createLiaisonFeedbackRepository({ db }: { db: Db }) {
  return {
    /** Pass the transaction when inside one: PGlite has one connection, a query beside it would wait forever. */
    async insert(values: typeof liaisonFeedback.$inferInsert, tx: Db | Tx = db): Promise<void> {
      await tx.insert(liaisonFeedback).values(values);
    },
    /** Every liaison feedback on the warning with its organisation's name, oldest first. */
    listOfWarning(warningId: string) {
      return db
        .select({
          id: liaisonFeedback.id,
          contactResult: liaisonFeedback.contactResult,
          content: liaisonFeedback.content,
          createdByName: liaisonFeedback.createdByName,
          orgName: org.name,
          createdAt: liaisonFeedback.createdAt,
        })
        .from(liaisonFeedback)
        .innerJoin(org, eq(org.id, liaisonFeedback.orgId))
        .where(eq(liaisonFeedback.warningId, warningId))
        .orderBy(asc(liaisonFeedback.createdAt));
    },
  };
}
export type LiaisonFeedbackRepository = ReturnType<typeof createLiaisonFeedbackRepository>;
