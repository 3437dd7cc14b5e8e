import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { TestRouter } from '../../../lib/router';
import { INFORMATION_ENDPOINTS, type Page, type WarningRecord } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import InformationListPage, { INFORMATION_HINT } from './information-list.page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  call: vi.fn(),
}));
vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), toastError: vi.fn() }));

const LIST_PATH = '/pages/packageGuard/early-warning-information-search/information-list';

const record: WarningRecord = {
  assignmentId: 'as-9',
  warningId: 'w-9',
  warningNo: 'YJ20260001',
  state: 'PENDING_SIGN',
  level: 1,
  kind: 'phone',
  source: 'province',
  fraudTypeCode: null,
  fraudTypeName: null,
  victimName: '张*',
  victimPhone: '138****1234',
  victimIdNumber: '110***********1234',
  personKey: 'p-9',
  orgId: 'c1',
  orgName: '东湖社区',
  pushedAt: '2026-11-20T08:00:00.000Z',
  signDeadline: '2026-11-20T08:05:00.000Z',
  feedbackDeadline: null,
  isOverdue: false,
  isDuplicate: false,
  contactAttempts: 0,
  nextAttemptDue: null,
  version: 0,
};

const onNavigate = vi.fn();
const renderPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestRouter at={LIST_PATH} onNavigate={onNavigate}>
        <InformationListPage />
      </TestRouter>
    </QueryClientProvider>,
  );
};

const search = (value: string) => {
  const input = screen.getByTestId('information-search').querySelector('input')!;
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(showToast).mockClear();
  onNavigate.mockClear();
});

describe('InformationListPage', () => {
  it('shows the hint that every query is recorded', () => {
    renderPage();
    expect(screen.getByTestId('information-hint')).toHaveTextContent(INFORMATION_HINT);
  });

  it('refuses a keyword shorter than 2 characters without calling the API', () => {
    renderPage();
    search(' 张 ');
    expect(showToast).toHaveBeenCalledWith('请输入至少2个字符');
    expect(call).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('information-idle')).toBeInTheDocument();
  });

  it('queries with a keyword of 2 characters and shows the masked cards', async () => {
    const page: Page<WarningRecord> = { records: [record], total: 1, totalIsCapped: false, nextCursor: null };
    vi.mocked(call).mockResolvedValue(page);
    renderPage();
    search('13');
    const card = await screen.findByTestId('information-card-as-9');
    expect(card).toHaveTextContent('138****1234');
    expect(card).toHaveTextContent('110***********1234');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(INFORMATION_ENDPOINTS.page, {
      query: { keyword: '13', cursor: undefined },
    });
    // The keyword lives in the URL, in place of the search-less entry (back leaves the page).
    expect(onNavigate).toHaveBeenCalledWith(`${LIST_PATH}?keyword=13`, { replace: true });
    expect(showToast).not.toHaveBeenCalled();
  });
});
