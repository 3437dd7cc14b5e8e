import { afterEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { overviewViewOf } from '../overview-period.rules';
import { overviewQueryOf, sendOverviewAhead } from './overview-request';
import { warningOverviewQuery } from './overview.queries';

const answer = () => new Response(JSON.stringify({ code: 200, success: true, message: '', data: {} }));

afterEach(() => vi.unstubAllGlobals());

it('sends ahead the very overview request the page then asks for, and the page takes its answer', async () => {
  const fetchMock = vi.fn(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  const params = new URLSearchParams('period=week&day=2019-06-01');
  sendOverviewAhead(params);
  await new QueryClient().fetchQuery(warningOverviewQuery(overviewQueryOf(overviewViewOf(params))));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toMatch(/from=.+&to=.+&day=2019-06-01$/);
});
