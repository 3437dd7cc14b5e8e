import { ENDPOINTS, smsCodeBodySchema, urlOf } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import type { SmsInboxEntry } from '../login/sms-sender.ts';

/** Development-only helpers; buildApp does not register them in production mode. */
export function devRoutes(
  app: FastifyInstance,
  { latestSms }: { latestSms: (phone: string) => SmsInboxEntry | undefined },
) {
  app.withTypeProvider<ZodTypeProvider>().get(urlOf(ENDPOINTS.devLatestSms), {
    schema: { querystring: smsCodeBodySchema },
    config: { access: 'public' },
    handler: async ({ query }) => {
      const entry = latestSms(query.phone);
      if (!entry) throw notFound('该号码没有验证码');
      return ok(entry);
    },
  });
}
