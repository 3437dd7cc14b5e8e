import { z } from 'zod';
import { smsCodeBodySchema } from './auth.ts';
import { get, proxy } from './endpoint.ts';

export const healthSchema = z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']) });
export const smsInboxEntrySchema = z.object({ phone: z.string(), code: z.string(), sentAt: z.string() });
export type SmsInboxEntry = z.infer<typeof smsInboxEntrySchema>;

/**
 * Control events of a live stream (SSE), besides its data events: `reconnect` — this server process
 * is stopping (a restart), connect again after the `retry:` hint sent with it and refetch what the
 * stream shows; `resync` — events may have been missed, refetch without reconnecting.
 */
export const LIVE_STREAM_EVENTS = { reconnect: 'reconnect', resync: 'resync' } as const;

/** Liveness, and development-only helpers (absent in production mode). */
export const SYSTEM_ENDPOINTS = {
  health: get(proxy, '/health', { answer: healthSchema }),
  devLatestSms: get(proxy, '/api/dev/sms/latest', { query: smsCodeBodySchema, answer: smsInboxEntrySchema }),
};
