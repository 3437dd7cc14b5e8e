import { createDingTalkApi, dingTalkError, type DingTalkAppOptions } from './dingtalk.api.ts';
import { IdentityProviderError } from './identity-provider.ts';
import { asRecord, fetchJson, withToken } from './vendor-http.ts';
import type { WorkTodoSender } from './work-todo-sender.ts';

export interface DingTalkTodoOptions extends DingTalkAppOptions {
  /** The new OpenAPI (to-dos): https://api.dingtalk.com in production; a local fake in tests. */
  apiBaseUrl: string;
}

/**
 * DingTalk 待办 through the v1.0 OpenAPI: `POST /v1.0/todo/users/{unionId}/tasks` (subject, dueTime
 * in ms, detailUrl, the user as executor) and `PUT …/tasks/{taskId}` with done=true. The new API
 * names users by unionId, so the userid we store is looked up once per process
 * (`topapi/v2/user/get`); the app's access token is the same for both APIs (header
 * `x-acs-dingtalk-access-token`).
 */
export function createDingTalkTodoSender(options: DingTalkTodoOptions): WorkTodoSender {
  const { call, accessToken, checkToken } = createDingTalkApi(options);
  const apiBase = options.apiBaseUrl.replace(/\/+$/, '');
  const http = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs };
  const unionIds = new Map<string, string>();

  async function unionIdOf(userid: string): Promise<string> {
    const known = unionIds.get(userid);
    if (known) return known;
    const unionId = await withToken(accessToken, 'dingtalk user/get', async (token) => {
      const body = checkToken(
        await call(
          'user/get',
          '/topapi/v2/user/get',
          { access_token: token },
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userid }) },
        ),
      );
      if (body.errcode !== 0) throw dingTalkError('user/get', body);
      const unionid = asRecord(body.result).unionid;
      if (typeof unionid !== 'string' || unionid === '')
        throw new IdentityProviderError('dingtalk user/get: no unionid in result', 'vendor');
      return unionid;
    });
    unionIds.set(userid, unionId);
    return unionId;
  }

  async function todoCall(label: string, method: 'POST' | 'PUT', path: string, unionId: string, payload: object) {
    const token = await accessToken.get();
    const url = `${apiBase}${path}?${new URLSearchParams({ operatorId: unionId }).toString()}`;
    return asRecord(
      await fetchJson(
        url,
        {
          method,
          headers: { 'content-type': 'application/json', 'x-acs-dingtalk-access-token': token },
          body: JSON.stringify(payload),
        },
        { ...http, label: `dingtalk ${label}` },
      ),
    );
  }

  return {
    provider: 'dingtalk',
    appKey: options.appKey,
    supported: true,
    async create(task) {
      const unionId = await unionIdOf(task.vendorUserId);
      const body = await todoCall(
        'todo create',
        'POST',
        `/v1.0/todo/users/${encodeURIComponent(unionId)}/tasks`,
        unionId,
        {
          sourceId: task.sourceId,
          subject: task.subject,
          executorIds: [unionId],
          isOnlyShowExecutor: true,
          ...(task.dueAt ? { dueTime: task.dueAt.getTime() } : {}),
          ...(task.url ? { detailUrl: { appUrl: task.url, pcUrl: task.url } } : {}),
        },
      );
      if (typeof body.id !== 'string' || body.id === '')
        throw new IdentityProviderError('dingtalk todo create: no id in response', 'vendor');
      return body.id;
    },
    async complete({ vendorUserId, vendorTaskId }) {
      const unionId = await unionIdOf(vendorUserId);
      const path = `/v1.0/todo/users/${encodeURIComponent(unionId)}/tasks/${encodeURIComponent(vendorTaskId)}`;
      const body = await todoCall('todo done', 'PUT', path, unionId, { done: true });
      if (body.result !== true) throw new IdentityProviderError('dingtalk todo done: not accepted', 'vendor');
    },
  };
}

/** An app without a to-do API (浙政钉's provider exposes none here): every todo is recorded UNSUPPORTED. */
export function unsupportedTodos(app: { provider: 'zwding'; appKey: string }): WorkTodoSender {
  const refuse = () => Promise.reject(new IdentityProviderError(`${app.provider}: no to-do API`, 'vendor'));
  return { ...app, supported: false, create: refuse, complete: refuse };
}
