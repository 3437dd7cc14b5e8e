import { ACCOUNT_ENDPOINTS, AUTH_ENDPOINTS, SYSTEM_ENDPOINTS, urlOf } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { oaAccount } from '../db/schema.ts';
import { hashPassword } from '../features/login/index.ts';
import { DEMO_LOGINS } from '../seed/demo-city.ts';

/** Logs in through the real routes (no shortcuts into the session table). */
export async function loginOa(
  app: FastifyInstance,
  who: 'oaAdmin' | 'oaStaff' | 'oaReviewer' | 'oaWestDistrict' | 'oaDistrictLeader' = 'oaAdmin',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
    payload: DEMO_LOGINS[who],
  });
  return response.json().data.token as string;
}

/**
 * An oa account of a station (湖滨街道), below the supervising offices (centre, districts): the
 * demo city has none, so it is added for the test and logged in through the real route.
 */
export async function loginStationOa(app: FastifyInstance, db: Db): Promise<string> {
  await db.insert(oaAccount).values({
    id: 'oa-station-test',
    accountName: 'station_oa',
    displayName: '站所专员',
    passwordHash: await hashPassword('station_123'),
    utype: 2,
    orgId: 'org-d1-s1',
  });
  const response = await app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
    payload: { accountName: 'station_oa', password: 'station_123' },
  });
  return response.json().data.token as string;
}

export async function loginCooperation(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.cooperation.login),
    payload: DEMO_LOGINS.cooperation,
  });
  return response.json().data.token as string;
}

/** Requests a code, reads it from the development inbox, and logs in with it. */
export async function loginGuard(app: FastifyInstance, phone: string = DEMO_LOGINS.guard, openid?: string) {
  await app.inject({ method: 'POST', url: urlOf(AUTH_ENDPOINTS.guardSmsCode), payload: { phone } });
  const inbox = await app.inject({ method: 'GET', url: `${urlOf(SYSTEM_ENDPOINTS.devLatestSms)}?phone=${phone}` });
  const smsCode = inbox.json().data.code as string;
  const response = await app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.guard.login),
    payload: { phone, smsCode, openid },
  });
  return response.json().data as { token: string; uid: string };
}
