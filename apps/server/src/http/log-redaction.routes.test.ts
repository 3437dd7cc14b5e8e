import { Writable } from 'node:stream';
import { ACCOUNT_ENDPOINTS, AUTH_ENDPOINTS, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../seed/demo-city.ts';
import { buildTestApp } from '../testing/test-app.ts';

/** Every line the app logs, at the most verbose level. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

const SECRETS = {
  openId: 'OPENID-SECRET-0123456789abcdefghij',
  token: 'TOKEN-SECRET-0123456789abcdefghij',
  authCode: 'dev-guard-1.AUTHCODE-SECRET',
  password: 'PASSWORD-SECRET-1',
  smsCode: '987654',
};

describe('the request log', () => {
  it('never prints an openid, token, auth code, SMS code or password, in the URL, body or headers', async () => {
    lines.length = 0;
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${SECRETS.token}` } });
    await inject('GET', `${urlOf(ACCOUNT_ENDPOINTS.guard.autoLogin)}?openId=${SECRETS.openId}&accountId=guard-0001`);
    await inject('GET', `${urlOf(ACCOUNT_ENDPOINTS.oa.logout)}?openid=${SECRETS.openId}`);
    await inject('GET', `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=${SECRETS.authCode}`);
    await inject('GET', `${urlOf(AUTH_ENDPOINTS.loginInfo)}?token=${SECRETS.token}`);
    await inject('POST', urlOf(ACCOUNT_ENDPOINTS.oa.login), {
      accountName: DEMO_LOGINS.oaAdmin.accountName,
      password: SECRETS.password,
      openid: SECRETS.openId,
    });
    await inject('POST', urlOf(ACCOUNT_ENDPOINTS.guard.login), { phone: DEMO_LOGINS.guard, smsCode: SECRETS.smsCode });
    await inject('POST', urlOf(AUTH_ENDPOINTS.guardSmsCode), { phone: DEMO_LOGINS.guard });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('[redacted]');
    expect(log).toContain('accountId=guard-0001');
    for (const secret of Object.values(SECRETS)) expect(log).not.toContain(secret);
    // The SMS sent by the development sender is not printed with its code either.
    expect(log).not.toMatch(/验证码为\d{6}/);
  });
});
