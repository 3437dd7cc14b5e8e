import { afterEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session.store';
import { boardAddressOf, sendBoardAhead } from './board-request';
import { boardQuery } from './rule-statistics.queries';

const answer = () => new Response(JSON.stringify({ code: 200, success: true, message: '', data: { rows: [] } }));

afterEach(() => vi.unstubAllGlobals());

it('sends ahead the very board request the page then asks for, and the page takes its answer', async () => {
  const fetchMock = vi.fn(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().setAnnual(2025);
  const params = new URLSearchParams('unitKind=station&parentId=d-1');
  sendBoardAhead(params);
  const { unitKind, parentId } = boardAddressOf(params);
  await new QueryClient().fetchQuery(boardQuery(useSession.getState().annual, unitKind, parentId));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toContain(
    'year=2025&unitKind=station&parentId=d-1',
  );
});
