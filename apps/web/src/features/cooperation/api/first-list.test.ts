import { afterEach, expect, it, vi } from 'vitest';
import { FIRST_ROUTE_LISTS } from '@afp/contract';
import { PATHS } from '../../../config/routes';
import { fetchPartnerTasks } from './cooperation.api';

afterEach(() => vi.unstubAllGlobals());

it("asks for the partner's first to-do page at the URL index.html's script asks for it on the cooperation index", async () => {
  const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
  vi.stubGlobal('fetch', fetchMock);
  await fetchPartnerTasks('TODO', undefined).catch(() => undefined);
  const list = FIRST_ROUTE_LISTS.find((first) => first.route === PATHS.cooperationHome);
  expect(list?.session).toBe('cooperation');
  expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(list?.url);
});
