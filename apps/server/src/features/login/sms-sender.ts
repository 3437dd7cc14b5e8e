import type { FastifyBaseLogger } from 'fastify';

/** Sends SMS; a gateway adapter replaces the development inbox in production. */
export interface SmsSender {
  send(phone: string, text: string, code: string): Promise<void>;
}

export interface SmsInboxEntry {
  phone: string;
  code: string;
  sentAt: string;
}

/**
 * Development sender: prints the message to the server log and keeps the latest code per
 * phone for `GET /proxy/api/dev/sms/latest` — never used in production mode.
 */
export function createDevInboxSmsSender(log: Pick<FastifyBaseLogger, 'info'>, now: () => Date) {
  const latest = new Map<string, SmsInboxEntry>();
  const sender: SmsSender = {
    async send(phone, _text, code) {
      latest.set(phone, { phone, code, sentAt: now().toISOString() });
      // The code itself stays out of the log (it is a credential); the inbox route has it.
      log.info({ phone }, 'development SMS kept in the inbox (GET /proxy/api/dev/sms/latest)');
    },
  };
  return { sender, latest: (phone: string) => latest.get(phone) };
}
