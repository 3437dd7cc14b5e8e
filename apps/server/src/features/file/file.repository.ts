import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadTicket, type DownloadTicketRow } from './file.table.ts';

export function createDownloadTicketRepository({ db }: { db: Db }) {
  return {
    async insert(row: typeof downloadTicket.$inferInsert): Promise<void> {
      await db.insert(downloadTicket).values(row);
    },
    /** Marks a live, unused ticket for `fileKey` used, in one statement: only one caller gets it. */
    async redeem(ticketHash: string, fileKey: string, now: Date): Promise<DownloadTicketRow | undefined> {
      const [redeemed] = await db
        .update(downloadTicket)
        .set({ usedAt: now })
        .where(
          and(
            eq(downloadTicket.ticketHash, ticketHash),
            eq(downloadTicket.fileKey, fileKey),
            isNull(downloadTicket.usedAt),
            gt(downloadTicket.expiresAt, now),
          ),
        )
        .returning();
      return redeemed;
    },
  };
}
export type DownloadTicketRepository = ReturnType<typeof createDownloadTicketRepository>;
