import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { GUARD_ROLE, ORG_LEVEL } from '@afp/contract';
import { loadSessionValues, useSession } from '../../../lib/session/session.store';
import { GuardEntryGrid } from './guard-entries';

const logInAsGuard = (roleType: number) =>
  useSession.getState().applyLogin('guard', {
    token: 't',
    uid: 'g1',
    phone: '13800000002',
    roleType,
    orgLevel: ORG_LEVEL.community,
  });
const tile = (label: string) => screen.queryByRole('button', { name: label });
// The mail tile reads its badges through the query client; with no answer they stay empty.
const renderGrid = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      <GuardEntryGrid />
    </QueryClientProvider>,
  );

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState(loadSessionValues());
});

describe('guard home tiles', () => {
  it('shows an ordinary guard no 转让管理员 tile, but every other area', () => {
    logInAsGuard(GUARD_ROLE.guard);
    renderGrid();
    expect(tile('转让管理员')).toBeNull();
    expect(tile('公文收件')).toBeNull();
    expect(tile('预警处置')).toBeInTheDocument();
    expect(tile('移交管理')).toBeInTheDocument();
  });

  it.each([GUARD_ROLE.teamAdmin, GUARD_ROLE.stationAdmin, GUARD_ROLE.districtAdmin])(
    'shows an organisation admin (role %i) the 转让管理员 tile',
    (roleType) => {
      logInAsGuard(roleType);
      renderGrid();
      expect(tile('转让管理员')).toBeInTheDocument();
      expect(tile('公文收件')).toBeInTheDocument();
    },
  );
});
