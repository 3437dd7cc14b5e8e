import { createDingTalkApi, dingTalkError, type DingTalkAppOptions } from './dingtalk.api.ts';
import { withToken } from './vendor-http.ts';
import type { WorkNoticeSender } from './work-notice-sender.ts';

/** asyncsend_v2 takes at most 100 user ids in userid_list. */
export const DINGTALK_WORK_NOTICE_BATCH = 100;

/** DingTalk corp-conversation work notices (topapi/message/corpconversation/asyncsend_v2) from the app's agent. */
export function createDingTalkWorkNoticeSender(options: DingTalkAppOptions): WorkNoticeSender {
  const { call, accessToken, checkToken } = createDingTalkApi(options);
  return {
    provider: 'dingtalk',
    appKey: options.appKey,
    batchSize: DINGTALK_WORK_NOTICE_BATCH,
    async send({ vendorUserIds, text }) {
      const payload = {
        agent_id: Number(options.agentId),
        userid_list: vendorUserIds.join(','),
        msg: { msgtype: 'text', text: { content: text } },
      };
      await withToken(accessToken, 'dingtalk asyncsend_v2', async (token) => {
        const body = checkToken(
          await call(
            'asyncsend_v2',
            '/topapi/message/corpconversation/asyncsend_v2',
            { access_token: token },
            { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
          ),
        );
        if (body.errcode !== 0) throw dingTalkError('asyncsend_v2', body);
      });
    },
  };
}
