import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { TestRouter } from '../../../lib/router';
import { DEFAULT_ANNUAL, OA_ADMIN_UTYPE } from '@afp/contract';
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
