import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import { CARRIERS, type Carrier } from '@afp/contract';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { earlyWarning, warningAssignment as wa, warningFeedback } from '../early-warning/index.ts';
import { org } from '../org/index.ts';
import { cooperationFeedback, cooperationTask as t } from './cooperation.table.ts';

/** Reads of 运营商协助: the warning it is asked from, the carrier's partner, the requests of a warning. */
export function createCarrierAssistRepository({ db }: { db: Db }) {
  return {
    /**
     * The assignment in the caller's subtree with its victim's number; locked for an ask, so two
     * asks on one warning queue here and the second sees the first's request.
     */
    async assignmentInScope(tx: Tx, assignmentId: string, orgPath: string, { lock }: { lock: boolean }) {
      const query = tx
        .select({
          id: wa.id,
          warningId: wa.warningId,
          orgId: wa.orgId,
          orgPath: wa.orgPath,
          state: wa.state,
          personKey: wa.personKey,
          victimPhone: earlyWarning.victimPhone,
          victimPhoneMasked: earlyWarning.victimPhoneMasked,
        })
        .from(wa)
        .innerJoin(earlyWarning, eq(earlyWarning.id, wa.warningId))
        .where(and(eq(wa.id, assignmentId), inSubtreeOf(wa.orgPath, orgPath)));
      const [row] = lock ? await query.for('update', { of: wa }) : await query;
      return row;
    },

    /** Whether a feedback on the warning records a contact that did not get through (未接通). */
    async hasFailedContact(tx: Db | Tx, warningId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: warningFeedback.id })
        .from(warningFeedback)
        .where(and(eq(warningFeedback.warningId, warningId), eq(warningFeedback.connected, false)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The carrier's partner organisation in the city: a partner named for the carrier (中国移动江澜分公司).
     * The org tree has no carrier code; the brand name is what the centre registers a carrier under.
     */
    async carrierPartner(tx: Db | Tx, carrier: Carrier) {
      const [row] = await tx
        .select({ id: org.id, name: org.name })
        .from(org)
        .where(and(eq(org.kind, 'partner'), like(org.name, `${CARRIERS[carrier]}%`)))
        .orderBy(asc(org.sort), asc(org.id))
        .limit(1);
      return row;
    },

    /** The requests asked from the warning's assignments in the subtree, oldest first, each with its last answer. */
    requestsOf(tx: Db | Tx, warningId: string, orgPath: string) {
      const f = cooperationFeedback;
      const lastAnswer = (column: SQL) =>
        sql<string | null>`(select ${column} from ${f} where ${f.taskId} = ${t.id}
          order by ${f.fedBackAt} desc, ${f.id} desc limit 1)`;
      return tx
        .select({
          task: t,
          partnerOrgName: org.name,
          outcome: lastAnswer(sql`${f.assistOutcome}`),
          answer: lastAnswer(sql`${f.content}`),
          answeredByName: lastAnswer(sql`${f.fedBackByName}`),
        })
        .from(t)
        .innerJoin(wa, eq(wa.id, t.warningAssignmentId))
        .innerJoin(org, eq(org.id, t.partnerOrgId))
        .where(and(eq(wa.warningId, warningId), inSubtreeOf(wa.orgPath, orgPath)))
        .orderBy(asc(t.issuedAt), asc(t.id));
    },

    /** The person a 运营商协助 is about, for the carrier's whole view in the access log. */
    async personKeyOf(assignmentId: string): Promise<string | null> {
      const [row] = await db.select({ personKey: wa.personKey }).from(wa).where(eq(wa.id, assignmentId));
      return row?.personKey ?? null;
    },

    /** The warning of an assignment, for the notice that opens it. */
    async warningIdOf(tx: Tx, assignmentId: string): Promise<string | undefined> {
      const [row] = await tx.select({ warningId: wa.warningId }).from(wa).where(eq(wa.id, assignmentId));
      return row?.warningId;
    },

    insertTask: (tx: Tx, row: typeof t.$inferInsert) => tx.insert(t).values(row),
  };
}
export type CarrierAssistRepository = ReturnType<typeof createCarrierAssistRepository>;
