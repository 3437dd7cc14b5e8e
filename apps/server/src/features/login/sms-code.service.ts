import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
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

    /** True once for the right code; each wrong try uses one of the five. */
    async consume(phone: string, code: string): Promise<boolean> {
      const now = clock.now();
      const [pending] = await db.select().from(smsCode).where(eq(smsCode.phone, phone)).limit(1);
      if (!pending || pending.expiresAt <= now || pending.triesLeft <= 0) return false;
      if (pending.codeHash === hashOf(phone, code)) {
        await db.delete(smsCode).where(eq(smsCode.phone, phone));
        return true;
      }
      await db.update(smsCode).set({ triesLeft: pending.triesLeft - 1 }).where(eq(smsCode.phone, phone));
      return false;
    },
  };
}
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
