import { ACCOUNT_ENDPOINTS, urlOf } from '@afp/contract';
import { DEMO_LOGINS } from '../apps/server/src/seed/demo-city.ts';

/**
 * HTTP helpers of the benchmarks: a guard's SMS login through the development inbox, the centre's
 * password login, and one probe request before the load, so a wrong answer is seen rather than measured.
 */

/**
 * A request answered by a process that serves: a 503 (the overload guard refusing while a fresh
 * process warms up on a busy machine) is asked again for up to a minute; anything else is the answer.
 */
export async function fetchServing(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt >= 60) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function loginGuard(url: string, phone: string): Promise<string> {
  const post = (p: string, body: object) =>
    fetchServing(url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/AntiProxy/api/guard/v2/account/ding/sms-code', { phone });
  const inbox = (await (await fetchServing(`${url}/proxy/api/dev/sms/latest?phone=${phone}`)).json()) as {
    data: { code: string };
  };
  const answer = (await (
    await post('/AntiProxy/api/guard/v2/account/ding/login', { phone, smsCode: inbox.data.code })
  ).json()) as { data?: { token: string } };
  if (!answer.data?.token) throw new Error(`login of ${phone} failed: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

/** An oa account (by default the centre's, with the demo administrator's password), for the whole city's lists. */
export async function loginOa(
  url: string,
  accountName: string = DEMO_LOGINS.oaAdmin.accountName,
  password: string = DEMO_LOGINS.oaAdmin.password,
): Promise<string> {
  const response = await fetchServing(url + urlOf(ACCOUNT_ENDPOINTS.oa.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName, password }),
  });
  const answer = (await response.json()) as { data?: { token: string } };
  if (!answer.data?.token) throw new Error(`oa login failed: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

/** One request before the load, so a wrong answer is seen rather than measured. */
export async function probe(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetchServing(url, { headers });
  const body = (await response.json()) as {
    data?: { records: unknown[]; total: number; totalIsCapped: boolean };
    records?: unknown[];
    total?: number;
  };
  const page = body.data ?? body;
  if (!response.ok || !page.records)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return `${page.records.length} records, total ${page.total}${body.data?.totalIsCapped ? '+' : ''}`;
}
