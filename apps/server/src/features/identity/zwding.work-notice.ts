import { IdentityProviderError } from './identity-provider.ts';
import type { WorkNoticeSender } from './work-notice-sender.ts';
import { createZwdingGateway, type ZwdingAppOptions } from './zwding.api.ts';

/** receiverIds and organizationCodes together: at most 1000 per call. */
export const ZWDING_WORK_NOTICE_BATCH = 1000;

/** 浙政钉 work notifications (/message/workNotification) to accountIds of the tenant. */
export function createZwdingWorkNoticeSender(options: ZwdingAppOptions): WorkNoticeSender {
  const { call } = createZwdingGateway(options);
  return {
    provider: 'zwding',
    appKey: options.appKey,
    batchSize: ZWDING_WORK_NOTICE_BATCH,
    async send({ vendorUserIds, text, batchId }) {
      const content = await call('POST', '/message/workNotification', {
        receiverIds: vendorUserIds.join(','),
        tenantId: options.tenantId,
        bizMsgId: batchId,
        msg: JSON.stringify({ msgtype: 'text', text: { content: text } }),
      });
      if (!content.success) throw new IdentityProviderError(`zwding workNotification: ${content.message}`, 'vendor');
    },
  };
}
