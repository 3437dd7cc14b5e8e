import { and, asc, eq } from 'drizzle-orm';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { warningAssignment } from '../early-warning/index.ts';
import { org } from '../org/index.ts';
import { liaisonFeedback } from './liaison-feedback.table.ts';

export function createLiaisonFeedbackRepository({ db }: { db: Db }) {
  return {
    /** Pass the transaction when inside one: PGlite has one connection, a query beside it would wait forever. */
    async insert(values: typeof liaisonFeedback.$inferInsert, tx: Db | Tx = db): Promise<void> {
      await tx.insert(liaisonFeedback).values(values);
    },
    /** Liaison feedback on the warning with its organisation's name, oldest first; with `orgPath`, only on assignments inside that subtree. */
    listOfWarning(warningId: string, orgPath?: string) {
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
        .innerJoin(warningAssignment, eq(warningAssignment.id, liaisonFeedback.assignmentId))
        .where(
          and(
            eq(liaisonFeedback.warningId, warningId),
            orgPath === undefined ? undefined : inSubtreeOf(warningAssignment.orgPath, orgPath),
          ),
        )
        .orderBy(asc(liaisonFeedback.createdAt));
    },
  };
}
export type LiaisonFeedbackRepository = ReturnType<typeof createLiaisonFeedbackRepository>;
