import { afterEach, expect, it, vi } from 'vitest';
import { FIRST_ROUTE_LISTS } from '@afp/contract';
import { PATHS } from '../../../config/routes';
import { fetchWarningPage } from './early-warning.queries';

afterEach(() => vi.unstubAllGlobals());

it("asks for the first 待签收 page at the URL index.html's script asks for it on the 反诈预警 tab", async () => {
  const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
  vi.stubGlobal('fetch', fetchMock);
  // The list panel's first query: no filters, the 待签收 tab.
  await fetchWarningPage({ state: 'PENDING_SIGN' }, undefined).catch(() => undefined);
  const list = FIRST_ROUTE_LISTS.find((first) => first.route === PATHS.guardData);
  expect(list?.session).toBe('guard');
  expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(list?.url);
});
