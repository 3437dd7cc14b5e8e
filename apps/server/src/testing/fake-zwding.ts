import { fakeVendorState } from './fake-vendor-state.ts';
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { startLoopbackServer, type FakeCall, type FakeWorkplaceApp } from './fake-dingtalk.ts';

export interface FakeZwdingUser {
  accountId: number;
  lastName: string;
  nickNameCn?: string;
  employeeCode?: string;
}

export interface FakeZwdingOptions {
  appKey: string;
  appSecret: string;
  tenantId?: string;
  /** Auth codes the fake will accept once each. */
  users?: Record<string, FakeZwdingUser>;
  /** Seconds, as reported in expiresIn. */
  tokenExpiresIn?: number;
}

export type FakeZwding = FakeWorkplaceApp<FakeZwdingUser>;

/** receiverIds and organizationCodes together, per call. */
const WORK_NOTICE_MAX_RECEIVERS = 1000;

/**
 * A stand-in for openplatform.dg-work.cn: every request must carry a valid gateway signature
 * (computed here independently of the client), auth codes are single-use, tokens expire.
 */
export async function startFakeZwding(options: FakeZwdingOptions): Promise<FakeZwding> {
  const state = fakeVendorState('zw', options.users);
  const expiresIn = options.tokenExpiresIn ?? 7200;
  const tenantId = options.tenantId ?? '196729';
  const bizMsgIds = new Set<string>();

  const ok = (data: unknown) => ({ json: { success: true, content: { success: true, responseCode: '0', data } } });
  const refused = (responseCode: string, responseMessage: string) => ({
    json: { success: true, content: { success: false, responseCode, responseMessage } },
  });

  function refuseToken(token: string | undefined) {
    const tokenState = state.tokenState(token);
    if (tokenState === 'live') return undefined;
    return refused('FAKE_TOKEN', tokenState === 'expired' ? 'access_token expired' : 'access_token is invalid');
  }

  const server = await startLoopbackServer((call) => {
    const gatewayRefusal = checkSignature(call, call.headers, options);
    if (gatewayRefusal) return { json: { success: false, errorCode: 'FAKE_AUTH', errorMsg: gatewayRefusal } };

    if (call.path === '/gettoken.json') {
      if (call.query.appkey !== options.appKey || call.query.appsecret !== options.appSecret) {
        return refused('FAKE_APP', 'appkey or appsecret is wrong');
      }
      return ok({ accessToken: state.issueToken(), expiresIn });
    }
    if (call.method === 'POST' && call.path === '/rpc/oauth2/dingtalk_app_user.json') {
      const refusal = refuseToken(call.body.access_token);
      if (refusal) return refusal;
      const user = state.takeCode(call.body.auth_code ?? '');
      if (!user) return refused('FAKE_CODE', 'auth_code is invalid or used');
      return ok({
        accountId: user.accountId,
        lastName: user.lastName,
        nickNameCn: user.nickNameCn ?? '',
        employeeCode: user.employeeCode ?? `GE_${user.accountId}`,
        realmId: Number(tenantId),
        namespace: 'local',
      });
    }
    if (call.method === 'POST' && call.path === '/get_jsapi_token.json') {
      const refusal = refuseToken(call.body.accessToken);
      if (refusal) return refusal;
      return ok({ accessToken: state.issueTicket(), expiresIn });
    }
    if (call.method === 'POST' && call.path === '/message/workNotification') {
      if (call.body.tenantId !== tenantId) return refused('FAKE_TENANT', 'tenantId is wrong');
      const bizMsgId = call.body.bizMsgId ?? '';
      if (bizMsgId === '' || bizMsgIds.has(bizMsgId)) return refused('FAKE_BIZ_MSG_ID', 'bizMsgId 重复');
      const userIds = (call.body.receiverIds ?? '').split(',').filter(Boolean);
      if (userIds.length === 0 || userIds.length > WORK_NOTICE_MAX_RECEIVERS) {
        return refused('FAKE_RECEIVERS', 'receiverIds is empty or too long');
      }
      const msg = JSON.parse(call.body.msg ?? '{}') as { msgtype?: string; text?: { content?: string } };
      if (msg.msgtype !== 'text' || !msg.text?.content) return refused('FAKE_MSG', 'msg is invalid');
      bizMsgIds.add(bizMsgId);
      state.workNotices.push({ userIds, content: msg.text.content });
      return ok(`msg-${state.nextSerial()}`);
    }
    return { status: 404, json: { success: false, errorCode: '404', errorMsg: `no such api ${call.path}` } };
  });

  return state.appOf(server);
}

/** The gateway's check: undefined when the request is signed by this app, else why not. */
function checkSignature(call: FakeCall, headers: IncomingHttpHeaders, app: { appKey: string; appSecret: string }) {
  const header = (name: string) => {
    const value = headers[name.toLowerCase()];
    return typeof value === 'string' ? value : undefined;
  };
  if (header('apiKey') !== app.appKey) return 'unknown apiKey';
  if (header('X-Hmac-Auth-Version') !== '1.0') return 'unsupported signature version';
  const timestamp = header('X-Hmac-Auth-Timestamp');
  const nonce = header('X-Hmac-Auth-Nonce');
  if (!timestamp || !nonce || !header('X-Hmac-Auth-IP') || !header('X-Hmac-Auth-MAC'))
    return 'missing signature headers';
  const params = { ...call.query, ...call.body };
  const sorted = Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const expected = createHmac('sha256', app.appSecret)
    .update([call.method, timestamp, nonce, call.path, sorted].join('\n'))
    .digest('base64');
  return header('X-Hmac-Auth-Signature') === expected ? undefined : 'signature mismatch';
}
