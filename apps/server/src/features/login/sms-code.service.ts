import { randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { sha256 } from '../../secrets.ts';
import { ERROR_CODES } from '@afp/contract';
import { LOGIN_MESSAGES } from './login.rules.ts';
import type { SmsSender } from './sms-sender.ts';
import { smsCode } from './sms-code.table.ts';

/** Guard SMS login codes: 6 digits, 5 minutes, 60 s between sends, 5 tries (DESIGN §2). */
export function createSmsCodeService({ db, clock, sender }: { db: Db; clock: Clock; sender: SmsSender }) {
  const hashOf = (phone: string, code: string) => sha256(`${phone}:${code}`);

  return {
    async send(phone: string): Promise<void> {
      const now = clock.now();
      const [pending] = await db.select().from(smsCode).where(eq(smsCode.phone, phone)).limit(1);
      if (pending && now.getTime() - pending.sentAt.getTime() < SMS_RESEND_INTERVAL_MS) {
        throw tooManyRequests(LOGIN_MESSAGES.smsTooFrequent, ERROR_CODES.smsTooFrequent);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = {
        phone,
        codeHash: hashOf(phone, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        triesLeft: SMS_CODE_MAX_TRIES,
      };
      await db.insert(smsCode).values(row).onConflictDoUpdate({ target: smsCode.phone, set: row });
      await sender.send(phone, `【反诈工作平台】您的登录验证码为${code},5分钟内有效。`, code);
    },

    /**
     * True once for the right code; every try uses one of the five. Taking the try and using the
     * code are single statements, so parallel guesses cannot exceed five nor reuse a code.
     */
    async consume(phone: string, code: string): Promise<boolean> {
      const [pending] = await db
        .update(smsCode)
        .set({ triesLeft: sql`${smsCode.triesLeft} - 1` })
        .where(and(eq(smsCode.phone, phone), gt(smsCode.triesLeft, 0), gt(smsCode.expiresAt, clock.now())))
        .returning({ codeHash: smsCode.codeHash });
      if (!pending || pending.codeHash !== hashOf(phone, code)) return false;
      const used = await db
        .delete(smsCode)
        .where(and(eq(smsCode.phone, phone), eq(smsCode.codeHash, pending.codeHash)))
        .returning({ phone: smsCode.phone });
      return used.length === 1;
    },
  };
}
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
