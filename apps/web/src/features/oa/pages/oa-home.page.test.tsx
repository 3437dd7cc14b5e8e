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
    // Up to 10 s: the login info and the re-verify groups answer one after the other (findBy's 1 s failed on a loaded machine).
    expect(await screen.findByRole('button', { name: '警企协作' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '复核' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe("the oa home as index.html's first screen", () => {
  it('carries every tile a stored role may use, marked with that role, and none that waits for the server', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TestRouter>
          <OaHomePage isFirstScreen />
        </TestRouter>
      </QueryClientProvider>,
    );
    const roleOf = (label: string) =>
      tile(label)?.closest('[data-first-screen-role]')?.getAttribute('data-first-screen-role') ?? null;
    expect(roleOf('公文通知')).toBeNull();
    expect(tile('公文通知')).toBeInTheDocument();
    expect(roleOf('核查')).toBe('admin');
    expect(roleOf('警企协作')).toBe('office');
    expect(roleOf('发布宣传内容')).toBe('office');
    expect(tile('复核')).toBeNull();
    expect(screen.getByTestId('warning-overview-entry').closest('[data-first-screen-role]')).toHaveAttribute(
      'data-first-screen-role',
      'office',
    );
    // Tags say what only the app knows (verify permission, year): not drawn on the copy.
    expect(screen.getByTestId('oa-verify-status').closest('[data-per-user]')).not.toBeNull();
    expect(vi.mocked(call)).not.toHaveBeenCalledWith(expect.objectContaining({ path: expect.stringMatching(/badge/) }));
  });
});
