import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsCode, type SmsCodeRow } from './sms-code.table.ts';

/** Pending SMS login codes, one per phone; every change is a single statement. */
export function createSmsCodeRepository({ db }: { db: Db }) {
  return {
    async find(phone: string): Promise<SmsCodeRow | undefined> {
      const [row] = await db.select().from(smsCode).where(eq(smsCode.phone, phone)).limit(1);
      return row;
    },
    /** Replaces the phone's pending code. */
    async put(row: SmsCodeRow): Promise<void> {
      await db.insert(smsCode).values(row).onConflictDoUpdate({ target: smsCode.phone, set: row });
    },
    /** Uses one try of a live code; the stored hash when a try was left, else undefined. */
    async takeTry(phone: string, now: Date): Promise<string | undefined> {
      const [pending] = await db
        .update(smsCode)
        .set({ triesLeft: sql`${smsCode.triesLeft} - 1` })
        .where(and(eq(smsCode.phone, phone), gt(smsCode.triesLeft, 0), gt(smsCode.expiresAt, now)))
        .returning({ codeHash: smsCode.codeHash });
      return pending?.codeHash;
    },
    /** True for the one caller that removes the code: a code is used once. */
    async remove(phone: string, codeHash: string): Promise<boolean> {
      const used = await db
        .delete(smsCode)
        .where(and(eq(smsCode.phone, phone), eq(smsCode.codeHash, codeHash)))
        .returning({ phone: smsCode.phone });
      return used.length === 1;
    },
  };
}
export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
