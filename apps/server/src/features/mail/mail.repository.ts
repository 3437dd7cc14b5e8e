import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAGE_TOTAL_CAP, type MailInboxTab, type MailReceiptState, type MailState } from '@afp/contract';
import { before, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import type { Db, Tx } from '../../db/client.ts';
import { storedFile } from '../file/index.ts';
import { org } from '../org/index.ts';
import {
  mail,
  mailDocCounter,
  mailRead,
  mailReceipt,
  mailTemplate,
  type MailReceiptRow,
  type MailRow,
} from './mail.table.ts';

export const MAIL_ENTITY = 'mail';
export const MAIL_RECEIPT_ENTITY = 'mail_receipt';

const senderOrg = alias(org, 'sender_org');
const r = mailReceipt;
const m = mail;
/** A forwarded receipt's station: its parent receipt and that receipt's organisation. */
const parentReceipt = alias(mailReceipt, 'parent_receipt');
const forwarderOrg = alias(org, 'forwarder_org');

const receiptColumns = {
  receipt: r,
  mail: m,
  orgName: org.name,
  orgKind: org.kind,
  senderOrgName: senderOrg.name,
  forwardedByOrgName: forwarderOrg.name,
  receivedMicros: microsOf(r.receivedAt),
};
/** The sender's own receipts: those it sent, not a station's forwards. */
const direct = isNull(r.parentReceiptId);

export interface MailListFilter {
  after?: KeysetPosition;
  limit: number;
  count: boolean;
}

const OWING_SIGN: MailReceiptState[] = ['UNREAD', 'READ'];

/** The inbox tab's condition (the receipt joined with its mail). */
function tabOf(tab: MailInboxTab): SQL | undefined {
  switch (tab) {
    case 'all':
      return undefined;
    case 'toSign':
      return inArray(r.state, OWING_SIGN);
    case 'toFeedback':
      return and(eq(r.state, 'SIGNED'), eq(m.needsFeedback, true), direct);
    case 'done':
      // A forward asks for no feedback: signed is done.
      return or(
        inArray(r.state, ['FED_BACK', 'RETURNED', 'REVOKED', 'FINISHED']),
        and(eq(r.state, 'SIGNED'), or(eq(m.needsFeedback, false), isNotNull(r.parentReceiptId))),
      );
  }
}

/** Open receipts past a deadline at `now` (the rules' isReceiptOverdue, in SQL); a forward has no deadline. */
const overdueAt = (now: Date) =>
  and(
    direct,
    or(
      and(inArray(r.state, OWING_SIGN), lt(m.signDeadline, now)),
      and(inArray(r.state, [...OWING_SIGN, 'SIGNED']), eq(m.needsFeedback, true), lt(m.feedbackDeadline, now)),
    ),
  );

export function createMailRepository({ db }: { db: Db }) {
  const receiptsWhere = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(receiptColumns)
      .from(r)
      .innerJoin(m, eq(m.id, r.mailId))
      .innerJoin(org, eq(org.id, r.orgId))
      .innerJoin(senderOrg, eq(senderOrg.id, m.senderOrgId))
      .leftJoin(parentReceipt, eq(parentReceipt.id, r.parentReceiptId))
      .leftJoin(forwarderOrg, eq(forwarderOrg.id, parentReceipt.orgId))
      .where(where);

  /** count(*) over at most PAGE_TOTAL_CAP + 1 receipts joined with their mail. */
  async function countReceipts(where: SQL | undefined): Promise<number> {
    const capped = db
      .select({ one: sql`1` })
      .from(r)
      .innerJoin(m, eq(m.id, r.mailId))
      .where(where)
      .limit(PAGE_TOTAL_CAP + 1)
      .as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return row?.n ?? 0;
  }

  return {
    async mail(id: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ mail: m, senderOrgName: senderOrg.name })
        .from(m)
        .innerJoin(senderOrg, eq(senderOrg.id, m.senderOrgId))
        .where(eq(m.id, id));
      return row;
    },
    async receipt(id: string, tx: Db | Tx = db) {
      const [row] = await receiptsWhere(eq(r.id, id), tx);
      return row;
    },
    async insertMail(tx: Tx, values: typeof m.$inferInsert): Promise<MailRow> {
      const [row] = await tx.insert(m).values(values).returning();
      return row!;
    },
    /** Inserts receipts, skipping organisations that already hold one of this mail. */
    async insertReceipts(tx: Tx, values: (typeof r.$inferInsert)[]): Promise<MailReceiptRow[]> {
      if (values.length === 0) return [];
      return tx
        .insert(r)
        .values(values)
        .onConflictDoNothing({ target: [r.mailId, r.orgId] })
        .returning();
    },
    /**
     * The office's next 文号 sequence of the year: one upsert, so concurrent sends queue on the
     * counter row and never share a number (the unique index on the mail backs it).
     */
    async nextDocSeq(tx: Tx, orgId: string, year: number): Promise<number> {
      const [row] = await tx
        .insert(mailDocCounter)
        .values({ orgId, year, last: 1 })
        .onConflictDoUpdate({
          target: [mailDocCounter.orgId, mailDocCounter.year],
          set: { last: sql`${mailDocCounter.last} + 1` },
        })
        .returning({ last: mailDocCounter.last });
      return row!.last;
    },
    /** A person's first opening of a receipt; later openings change nothing. */
    async recordRead(
      tx: Db | Tx,
      values: { receiptId: string; readerType: string; readerId: string; readerName: string; readAt: Date },
    ): Promise<void> {
      await tx.insert(mailRead).values(values).onConflictDoNothing();
    },
    /** Who opened each receipt, first reader first. */
    readers(receiptIds: string[]) {
      if (receiptIds.length === 0) return Promise.resolve([]);
      return db
        .select({ receiptId: mailRead.receiptId, name: mailRead.readerName, at: mailRead.readAt })
        .from(mailRead)
        .where(inArray(mailRead.receiptId, receiptIds))
        .orderBy(asc(mailRead.readAt), asc(mailRead.readerId));
    },
    /** The receipts a station forwarded from its own, with their organisation. */
    forwardsOf(receiptId: string) {
      return db
        .select({ receipt: r, orgName: org.name })
        .from(r)
        .innerJoin(org, eq(org.id, r.orgId))
        .where(eq(r.parentReceiptId, receiptId))
        .orderBy(asc(r.orgPath));
    },
    /** A station's communities (the ones it may forward to). */
    communitiesOf(stationId: string) {
      return db
        .select({ id: org.id, name: org.name, path: org.path })
        .from(org)
        .where(and(eq(org.parentId, stationId), eq(org.kind, 'community')))
        .orderBy(asc(org.sort), asc(org.id));
    },
    async receiptCount(tx: Db | Tx, mailId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(r)
        .where(and(eq(r.mailId, mailId), direct));
      return row?.n ?? 0;
    },
    /**
     * Claims the mail's urge slot when the cooldown has passed (conditional on the last urge, so
     * two concurrent urges cannot both pass), then counts the urge on the given receipts.
     */
    async claimUrge(tx: Tx, mailId: string, cooldownStart: Date, now: Date): Promise<boolean> {
      const [row] = await tx
        .update(m)
        .set({ lastUrgedAt: now })
        .where(and(eq(m.id, mailId), eq(m.state, 'SENT'), or(isNull(m.lastUrgedAt), lt(m.lastUrgedAt, cooldownStart))))
        .returning({ id: m.id });
      return row !== undefined;
    },
    async markUrged(tx: Tx, receiptIds: string[], now: Date): Promise<void> {
      if (receiptIds.length === 0) return;
      await tx
        .update(r)
        .set({ urgeCount: sql`${r.urgeCount} + 1`, lastUrgedAt: now })
        .where(inArray(r.id, receiptIds));
    },
    async markReminded(tx: Tx, receiptId: string, kind: 'sign' | 'feedback', now: Date): Promise<boolean> {
      const column = kind === 'sign' ? r.signRemindedAt : r.feedbackRemindedAt;
      const [row] = await tx
        .update(r)
        .set(kind === 'sign' ? { signRemindedAt: now } : { feedbackRemindedAt: now })
        .where(and(eq(r.id, receiptId), isNull(column)))
        .returning({ id: r.id });
      return row !== undefined;
    },

    async inbox(scope: { orgId: string; tab: MailInboxTab }, filter: MailListFilter) {
      const where = and(eq(r.orgId, scope.orgId), tabOf(scope.tab));
      const [rows, counted] = await Promise.all([
        receiptsWhere(and(where, before(r.receivedAt, r.id, filter.after)))
          .orderBy(...newestFirst(r.receivedAt, r.id))
          .limit(filter.limit),
        filter.count ? countReceipts(where) : undefined,
      ]);
      return { rows, counted };
    },
    async inboxSummary(orgId: string, now: Date) {
      const [row] = await db
        .select({
          unread: sql<number>`count(*) filter (where ${r.state} = 'UNREAD')`.mapWith(Number),
          toSign: sql<number>`count(*) filter (where ${inArray(r.state, OWING_SIGN)})`.mapWith(Number),
          overdue: sql<number>`count(*) filter (where ${overdueAt(now)})`.mapWith(Number),
        })
        .from(r)
        .innerJoin(m, eq(m.id, r.mailId))
        .where(and(eq(r.orgId, orgId), inArray(r.state, [...OWING_SIGN, 'SIGNED'])));
      return { unread: row?.unread ?? 0, toSign: row?.toSign ?? 0, overdue: row?.overdue ?? 0 };
    },

    async outbox(scope: { orgId: string; state?: MailState }, filter: MailListFilter) {
      const where = and(eq(m.senderOrgId, scope.orgId), scope.state ? eq(m.state, scope.state) : undefined);
      const [rows, counted] = await Promise.all([
        db
          .select({ mail: m, sentMicros: microsOf(m.sentAt) })
          .from(m)
          .where(and(where, before(m.sentAt, m.id, filter.after)))
          .orderBy(...newestFirst(m.sentAt, m.id))
          .limit(filter.limit),
        filter.count
          ? db
              .select({ n: count() })
              .from(
                db
                  .select({ one: sql`1` })
                  .from(m)
                  .where(where)
                  .limit(PAGE_TOTAL_CAP + 1)
                  .as('capped'),
              )
              .then(([row]) => row?.n ?? 0)
          : undefined,
      ]);
      return { rows, counted };
    },
    /**
     * Receipts per mail and state, with how many of them were read, signed and fed back (for the
     * progress): one grouped query for a page of mails. The times count, not the state, so a revoked,
     * returned or finished receipt still counts what its organisation did.
     */
    receiptStates(mailIds: string[]) {
      if (mailIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          mailId: r.mailId,
          state: r.state,
          n: count(),
          read: count(r.readAt),
          signed: count(r.signedAt),
          fedBack: count(r.fedBackAt),
        })
        .from(r)
        .where(and(inArray(r.mailId, mailIds), direct))
        .groupBy(r.mailId, r.state);
    },
    /** Every receipt the sender sent of a mail with its organisation, in tree order (not the forwards). */
    signList(mailId: string) {
      return db
        .select({ receipt: r, orgName: org.name })
        .from(r)
        .innerJoin(org, eq(org.id, r.orgId))
        .where(and(eq(r.mailId, mailId), direct))
        .orderBy(asc(r.orgPath));
    },
    attachments(ownerType: 'mail' | 'mail_feedback', ownerIds: string[]) {
      if (ownerIds.length === 0) return Promise.resolve([]);
      return db
        .select({ key: storedFile.key, name: storedFile.name, size: storedFile.size, ownerId: storedFile.ownerId })
        .from(storedFile)
        .where(and(eq(storedFile.ownerType, ownerType), inArray(storedFile.ownerId, ownerIds)))
        .orderBy(asc(storedFile.attachedAt), asc(storedFile.key));
    },
    /**
     * The receipts a timeline covers with their organisation: every receipt of the mail (the
     * sender's), or one receipt and the station's it was forwarded from (the receiver's).
     */
    timelineReceipts(scope: { mailId: string } | { receiptId: string; parentReceiptId: string | null }) {
      const where =
        'mailId' in scope
          ? eq(r.mailId, scope.mailId)
          : inArray(r.id, scope.parentReceiptId ? [scope.receiptId, scope.parentReceiptId] : [scope.receiptId]);
      return db.select({ id: r.id, orgName: org.name }).from(r).innerJoin(org, eq(org.id, r.orgId)).where(where);
    },
    templates() {
      return db.select().from(mailTemplate).orderBy(asc(mailTemplate.sort), asc(mailTemplate.id));
    },
    async template(id: string) {
      const [row] = await db.select().from(mailTemplate).where(eq(mailTemplate.id, id));
      return row;
    },
    /** Organisations a mail may go to: the tree without partner organisations, parents first. */
    targetOrgs() {
      return db
        .select({ id: org.id, parentId: org.parentId, name: org.name, level: org.level, path: org.path })
        .from(org)
        .where(ne(org.kind, 'partner'))
        .orderBy(asc(org.level), asc(org.sort), asc(org.id));
    },
    /** Open receipts of sent mails with a deadline ahead within `until`, not yet reminded (the reminder job). */
    reminderCandidates(now: Date, until: Date, limit: number) {
      const ahead = (deadline: typeof m.signDeadline) => and(gt(deadline, now), lte(deadline, until));
      return db
        .select({ receipt: r, mail: m })
        .from(r)
        .innerJoin(m, eq(m.id, r.mailId))
        .where(
          and(
            eq(m.state, 'SENT'),
            direct,
            or(
              and(inArray(r.state, OWING_SIGN), isNull(r.signRemindedAt), ahead(m.signDeadline)),
              and(
                inArray(r.state, [...OWING_SIGN, 'SIGNED']),
                eq(m.needsFeedback, true),
                isNull(r.feedbackRemindedAt),
                ahead(m.feedbackDeadline),
              ),
            ),
          ),
        )
        .orderBy(asc(r.id))
        .limit(limit);
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
export type ReceiptView = NonNullable<Awaited<ReturnType<MailRepository['receipt']>>>;
export type MailView = NonNullable<Awaited<ReturnType<MailRepository['mail']>>>;
