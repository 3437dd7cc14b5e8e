import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { LoginType, NoticeKind } from '@afp/contract';
import { countCapped, keysetRows, microsOf, type PageSlice } from '../../core/keyset-page.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../secrets.ts';
import { noticeRead, orgNotice } from './notice.table.ts';

export interface NoticeInput {
  orgId: string;
  kind: NoticeKind;
  message: string;
  warningId?: string | null;
  assignmentId?: string | null;
}

/** The account whose read state a query reads or writes (read state is per account). */
export interface NoticeReader {
  loginType: LoginType;
  accountId: string;
}

const readBy = (reader: NoticeReader) =>
  and(
    eq(noticeRead.loginType, reader.loginType),
    eq(noticeRead.accountId, reader.accountId),
    eq(noticeRead.noticeId, orgNotice.id),
  );

export function createNoticeRepository({ db }: { db: Db }) {
  const unreadOf = (orgId: string, reader: NoticeReader): SQL | undefined =>
    and(
      eq(orgNotice.orgId, orgId),
      notExists(
        db
          .select({ one: sql`1` })
          .from(noticeRead)
          .where(readBy(reader)),
      ),
    );

  return {
    async insert(notice: NoticeInput, createdAt: Date): Promise<string> {
      const id = newId();
      await db.insert(orgNotice).values({ id, ...notice, createdAt });
      return id;
    },

    /** One page of an organisation's notices, newest first, with the reader's read state. */
    page(scope: { orgId: string; reader: NoticeReader }, slice: PageSlice) {
      const order = { time: orgNotice.createdAt, id: orgNotice.id };
      return keysetRows(db, slice, { table: orgNotice, order, where: eq(orgNotice.orgId, scope.orgId) }, (where) =>
        db
          .select({
            id: orgNotice.id,
            kind: orgNotice.kind,
            message: orgNotice.message,
            warningId: orgNotice.warningId,
            assignmentId: orgNotice.assignmentId,
            createdAt: orgNotice.createdAt,
            createdMicros: microsOf(orgNotice.createdAt),
            readAt: noticeRead.readAt,
          })
          .from(orgNotice)
          .leftJoin(noticeRead, readBy(scope.reader))
          .where(where)
          .$dynamic(),
      );
    },

    unreadCount(orgId: string, reader: NoticeReader): Promise<number> {
      return countCapped(db, orgNotice, unreadOf(orgId, reader));
    },

    /** Marks the organisation's notice read; false when it is no notice of that organisation. */
    async markRead(orgId: string, reader: NoticeReader, noticeId: string, at: Date): Promise<boolean> {
      const [notice] = await db
        .select({ id: orgNotice.id })
        .from(orgNotice)
        .where(and(eq(orgNotice.id, noticeId), eq(orgNotice.orgId, orgId)));
      if (!notice) return false;
      await db
        .insert(noticeRead)
        .values({ ...reader, noticeId, readAt: at })
        .onConflictDoNothing();
      return true;
    },

    /** Marks every unread notice of the organisation read for the reader, in one statement. */
    async markAllRead(orgId: string, reader: NoticeReader, at: Date): Promise<void> {
      await db
        .insert(noticeRead)
        .select(
          db
            .select({
              loginType: sql`${reader.loginType}`.as('login_type'),
              accountId: sql`${reader.accountId}`.as('account_id'),
              noticeId: orgNotice.id,
              readAt: sql`${at.toISOString()}::timestamptz`.as('read_at'),
            })
            .from(orgNotice)
            .where(unreadOf(orgId, reader)),
        )
        .onConflictDoNothing();
    },
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
export type NoticeListRow = Awaited<ReturnType<NoticeRepository['page']>>['rows'][number];
