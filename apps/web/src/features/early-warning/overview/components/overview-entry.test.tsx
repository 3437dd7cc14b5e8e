import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { TestRouter } from '../../../../lib/router';
import { AUTH_ENDPOINTS, WARNING_OVERVIEW_ENDPOINTS } from '@afp/contract';
import { call } from '../../../../lib/api-client';
import { loadSessionValues, useSession } from '../../../../lib/session/session.store';
import { WarningOverviewEntry } from './overview-entry';

vi.mock('../../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/api-client')>()),
  call: vi.fn(),
}));

/** Logs in as oa staff whose login info names an organisation of `orgLevel`. */
function logInAsOa(orgLevel: number) {
  useSession
    .getState()
    .applyLogin('oa', { token: 't', accountId: 'oa-1', accountName: 'oa_user', utype: 2, lowest: true });
  vi.mocked(call).mockImplementation(async (endpoint) =>
    endpoint === AUTH_ENDPOINTS.loginInfo ? { ...LOGIN_INFO, orgLevel } : { overdue: 12 },
  );
}
const LOGIN_INFO = {
  loginType: 'oa',
  accountId: 'oa-1',
  name: '王管理',
  phone: '',
  orgId: 'org-x',
  orgName: '某单位',
  roleType: null,
  utype: 2,
  expiresAt: '2030-01-01T00:00:00Z',
};
const renderEntry = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TestRouter>
        <WarningOverviewEntry />
      </TestRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState(loadSessionValues());
  vi.mocked(call).mockReset();
});

describe('预警总览 entry on the oa home', () => {
  it('shows the centre its entry with the overdue badge', async () => {
    logInAsOa(1);
    renderEntry();
    expect(await screen.findByText('超时 12')).toBeInTheDocument();
    expect(screen.getByText('预警总览')).toBeInTheDocument();
    expect(vi.mocked(call)).toHaveBeenCalledWith(WARNING_OVERVIEW_ENDPOINTS.badge);
  });

  it('shows a district its entry too', async () => {
    logInAsOa(2);
    renderEntry();
    expect(await screen.findByText('预警总览')).toBeInTheDocument();
  });

  it('hides it from oa staff of a station and does not ask for the badge', async () => {
    logInAsOa(3);
    renderEntry();
    await waitFor(() => expect(vi.mocked(call)).toHaveBeenCalledWith(AUTH_ENDPOINTS.loginInfo));
    expect(screen.queryByText('预警总览')).toBeNull();
    expect(vi.mocked(call)).not.toHaveBeenCalledWith(WARNING_OVERVIEW_ENDPOINTS.badge);
  });

  it('shows it at once from the organisation level the session stored, before the login info answers', () => {
    logInAsOa(1);
    useSession.getState().setRoles({ roleType: null, orgLevel: 1 });
    vi.mocked(call).mockImplementation(() => new Promise(() => undefined));
    renderEntry();
    expect(screen.getByText('预警总览')).toBeInTheDocument();
  });

  it('follows the login info over a stored level that is no longer true', async () => {
    logInAsOa(3);
    useSession.getState().setRoles({ roleType: null, orgLevel: 1 });
    renderEntry();
    expect(screen.getByText('预警总览')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('预警总览')).toBeNull());
  });
});
