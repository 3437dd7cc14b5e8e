import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_REQUESTS_GLOBAL, FIRST_ROUTE_LISTS, FIRST_ROUTE_SCRIPT } from '@afp/contract';
import { COOPERATION_ENDPOINTS, type Page } from '@afp/contract';
import { call } from './api-client';

const page = { records: [{ id: 'early' }], nextCursor: null, total: 1, totalIsCapped: false };
const answer = () => new Response(JSON.stringify({ code: 200, success: true, message: '', data: page }));
const firstPartnerPage = (): Promise<Page<unknown>> => call(COOPERATION_ENDPOINTS.page, { query: { filter: 'TODO' } });
const holder = globalThis as unknown as Record<string, Record<string, Promise<Response>> | undefined>;

afterEach(() => {
  vi.unstubAllGlobals();
  delete holder[FIRST_REQUESTS_GLOBAL];
});

describe("the first lists index.html's script asks for", () => {
  it('are asked for as the document starts, with the stored token, only on their route and for their kind of session', () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer()));
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem('token', 't-guard');
    sessionStorage.setItem('loginType', 'guard');
    const runScript = (hash: string) => {
      history.replaceState(null, '', `/${hash}`);
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's inline script, run as the browser runs it
      new Function(FIRST_ROUTE_SCRIPT)();
    };
    runScript('#/pages/guard/index');
    runScript('#/pages/cooperation/index');
    expect(fetchMock).not.toHaveBeenCalled();
    runScript('#/pages/guard/data/data');
    expect(fetchMock).toHaveBeenCalledWith(FIRST_ROUTE_LISTS[1].url, {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 't-guard' },
    });
    expect(holder[FIRST_REQUESTS_GLOBAL]?.[FIRST_ROUTE_LISTS[1].url]).toBeInstanceOf(Promise);
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('are taken over once by the api client instead of being asked for again', async () => {
    const url = FIRST_ROUTE_LISTS[0].url;
    holder[FIRST_REQUESTS_GLOBAL] = { [url]: Promise.resolve(answer()) };
    const fetchMock = vi.fn(() => Promise.resolve(answer()));
    vi.stubGlobal('fetch', fetchMock);
    await expect(firstPartnerPage()).resolves.toEqual(page);
    expect(fetchMock).not.toHaveBeenCalled();
    await firstPartnerPage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
