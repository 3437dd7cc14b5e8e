/**
 * HTTP helpers of the list benchmarks: a guard's SMS login through the development inbox, and one
 * probe request before the load, so a wrong answer is seen rather than measured.
 */
export async function loginGuard(url: string, phone: string): Promise<string> {
  const post = (p: string, body: object) =>
    fetch(url + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/AntiProxy/api/guard/v2/account/ding/sms-code', { phone });
  const inbox = (await (await fetch(`${url}/proxy/api/dev/sms/latest?phone=${phone}`)).json()) as {
    data: { code: string };
  };
  const answer = (await (
    await post('/AntiProxy/api/guard/v2/account/ding/login', { phone, smsCode: inbox.data.code })
  ).json()) as { data?: { token: string } };
  if (!answer.data?.token) throw new Error(`login of ${phone} failed: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

/** One request before the load, so a wrong answer is seen rather than measured. */
export async function probe(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
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
