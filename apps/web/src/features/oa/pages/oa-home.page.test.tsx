import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { TestRouter } from '../../../lib/router';
import { AUTH_ENDPOINTS, DEFAULT_ANNUAL, OA_ADMIN_UTYPE, ORG_LEVEL, VERIFY_GROUP_ENDPOINTS } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { loadSessionValues, useSession } from '../../../lib/session/session.store';
import OaHomePage from './oa-home.page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  call: vi.fn(),
}));

const logInAsOa = (utype: number) =>
  useSession
    .getState()
    .applyLogin('oa', { token: 't', accountId: 'oa-1', accountName: 'oa_user', utype, lowest: true });
const renderHome = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TestRouter>
        <OaHomePage />
      </TestRouter>
    </QueryClientProvider>,
  );
const tile = (label: string) => screen.queryByRole('button', { name: label });

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState(loadSessionValues());
  // Answers every call the home makes with nothing new (latest issue year, notices).
  vi.mocked(call).mockResolvedValue(DEFAULT_ANNUAL);
});

describe('oa home tiles', () => {
  it('shows 核查 only with the verify permission (spec §6)', () => {
    logInAsOa(2);
    useSession.getState().setVerifyGroups([]);
    renderHome();
    expect(tile('核查')).toBeNull();
    expect(tile('公文通知')).toBeInTheDocument();
  });

  it('shows 核查 to a member of a verify group', () => {
    logInAsOa(2);
    useSession.getState().setVerifyGroups([{ id: 'vg-east', name: '东湖区核查组', orgIds: ['org-d1'] }]);
    renderHome();
    expect(tile('核查')).toBeInTheDocument();
  });

  it('shows 核查 to an administrator', () => {
    logInAsOa(OA_ADMIN_UTYPE);
    renderHome();
    expect(tile('核查')).toBeInTheDocument();
  });
});

describe('oa home tiles by what the caller may do (issue 21 item 6)', () => {
  /** The server's answers: the session's organisation level and the caller's re-verify groups. */
  const answer = (orgLevel: number, reviewGroups: { id: string; name: string; orgIds: string[] }[]) =>
    vi
      .mocked(call)
      .mockImplementation((endpoint) =>
        Promise.resolve(
          endpoint === AUTH_ENDPOINTS.loginInfo
            ? { roleType: null, orgLevel }
            : endpoint === VERIFY_GROUP_ENDPOINTS.reVerifyList
              ? reviewGroups
              : DEFAULT_ANNUAL,
        ),
      );

  it('offers a station neither 警企协作 (it may not issue) nor 复核 (in no re-verify group)', async () => {
    answer(ORG_LEVEL.station, []);
    logInAsOa(2);
    renderHome();
    expect(await screen.findByRole('button', { name: '报表' })).toBeInTheDocument();
    await waitFor(() =>
      expect(vi.mocked(call)).toHaveBeenCalledWith(VERIFY_GROUP_ENDPOINTS.reVerifyList, expect.anything()),
    );
    expect(tile('警企协作')).toBeNull();
    expect(tile('复核')).toBeNull();
  });

  it('offers the centre 警企协作, and 复核 to a member of a re-verify group', async () => {
    answer(ORG_LEVEL.centre, [{ id: 'rvg-city', name: '市级复核组', orgIds: ['org-d1'] }]);
    logInAsOa(OA_ADMIN_UTYPE);
    renderHome();
    expect(await screen.findByRole('button', { name: '警企协作' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '复核' })).toBeInTheDocument();
  });
});
