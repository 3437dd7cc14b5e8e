import { SYSTEM_ENDPOINTS } from '@afp/contract';
import { defineModule } from '../../core/module.ts';
import { registerRoute } from '../../core/route.ts';
import { notFound } from '../../http/errors.ts';
import type { SmsInboxEntry } from '../login/index.ts';

export interface DevContext {
  /** The development SMS inbox: the latest code sent to a phone. */
  latestSms: (phone: string) => SmsInboxEntry | undefined;
}

/** Development-only helpers; app.ts leaves this module out in production mode. */
export const devModule = defineModule<DevContext>({
  name: 'dev',
  register(app, { latestSms }) {
    registerRoute(app, SYSTEM_ENDPOINTS.devLatestSms, {
      access: 'public',
      handler: async ({ query }) => {
        const entry = latestSms(query.phone);
        if (!entry) throw notFound('该号码没有验证码');
        return entry;
      },
    });
  },
});
