import { randomInt } from 'node:crypto';
import { ERROR_CODES, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS } from '@afp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { sha256 } from '../../secrets.ts';
import { LOGIN_MESSAGES } from './login.rules.ts';
import type { SmsCodeRepository } from './sms-code.repository.ts';
import type { SmsSender } from './sms-sender.ts';

/** Guard SMS login codes: 6 digits, 5 minutes, 60 s between sends, 5 tries (DESIGN §2). */
export function createSmsCodeService({
  repository,
  clock,
  sender,
  log,
}: {
  repository: SmsCodeRepository;
  clock: Clock;
  sender: SmsSender;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const hashOf = (phone: string, code: string) => sha256(`${phone}:${code}`);

  return {
    /**
     * Throttles and stores a code for any phone; `deliver` false (no such guard) sends nothing.
     * The SMS leaves in the background, so a slow gateway does not tell guards from strangers.
     */
    async send(phone: string, { deliver }: { deliver: boolean }): Promise<void> {
      const now = clock.now();
      const pending = await repository.find(phone);
      if (pending && now.getTime() - pending.sentAt.getTime() < SMS_RESEND_INTERVAL_MS) {
        throw tooManyRequests(LOGIN_MESSAGES.smsTooFrequent, ERROR_CODES.smsTooFrequent);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.put({
        phone,
        codeHash: hashOf(phone, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        triesLeft: SMS_CODE_MAX_TRIES,
      });
      if (!deliver) return;
      sender
        .send(phone, `【反诈工作平台】您的登录验证码为${code}，5分钟内有效。`, code)
        .catch((error: unknown) => log.error({ err: error }, 'SMS gateway failed to send a login code'));
    },

    /**
     * True once for the right code; every try uses one of the five. Taking the try and using the
     * code are single statements, so parallel guesses cannot exceed five nor reuse a code.
     */
    async consume(phone: string, code: string): Promise<boolean> {
      const codeHash = await repository.takeTry(phone, clock.now());
      if (!codeHash || codeHash !== hashOf(phone, code)) return false;
      return repository.remove(phone, codeHash);
    },
  };
}
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
