import { AUTH_ENDPOINTS, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { startFakeDingTalk, type FakeDingTalk } from '../../testing/fake-dingtalk.ts';
import { loginGuard } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { pushWarning } from '../../testing/warning-factory.ts';
import { createDingTalkProvider } from './dingtalk.provider.ts';
import { selectWorkNoticeSender } from './select-provider.ts';

const APP = { appKey: 'ding-app', appSecret: 'ding-secret', corpId: 'ding-corp', agentId: '3001' };

let vendor: FakeDingTalk;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  vendor = await startFakeDingTalk({ appKey: APP.appKey, appSecret: APP.appSecret, agentId: APP.agentId });
  const dingtalk = { ...APP, baseUrl: vendor.baseUrl, apiBaseUrl: vendor.baseUrl };
  t = await buildTestApp({
    identityProvider: createDingTalkProvider(dingtalk),
    workNoticeSender: selectWorkNoticeSender({ dingtalk, zwding: undefined }),
  });
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});

describe('work notices of a configured DingTalk app', () => {
  it('reach a guard who signed in through DingTalk when a warning arrives for the community', async () => {
    vendor.issueCode('code-li', { userid: 'ding-li', name: '李卫士' });
    const auth = await t.app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=code-li` });
    const { openid } = auth.json<{ data: { openid: string } }>().data;
    await loginGuard(t.app, DEMO_LOGINS.guard, openid);

    const pushed = await pushWarning(t.app, t.db, { orgId: 'org-d1-s1-c1' });
    await pushWarning(t.app, t.db, { orgId: 'org-d1-s1-c2' });

    await expect
      .poll(() => vendor.workNotices)
      .toEqual([{ userIds: ['ding-li'], content: expect.stringContaining('待签收') }]);
    expect(pushed.orgId).toBe('org-d1-s1-c1');
  });
});
