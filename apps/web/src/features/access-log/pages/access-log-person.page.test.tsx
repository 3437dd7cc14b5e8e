import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ACCESS_LOG_ENDPOINTS, type AccessLogRecord, type Page } from '@afp/contract';
import { PATHS } from '../../../config/routes';
import { call } from '../../../lib/api-client';
import { TestRouter } from '../../../lib/router';
import AccessLogPersonPage from './access-log-person.page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  call: vi.fn(),
}));

const record: AccessLogRecord = {
  id: '41',
  viewedAt: '2026-11-20T08:00:00.000Z',
  actorType: 'guard',
  actorName: '李卫士',
  orgName: '东湖社区',
  clientAddress: '10.0.0.8',
  action: 'warning.view_whole',
  actionLabel: '查看预警完整信息',
  subjectType: 'warning_assignment',
  result: 'success',
};
const pageOf = (records: AccessLogRecord[]): Page<AccessLogRecord> => ({
  records,
  total: records.length,
  totalIsCapped: false,
  nextCursor: null,
});

const renderAt = (path: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestRouter at={path}>
        <AccessLogPersonPage />
      </TestRouter>
    </QueryClientProvider>,
  );
};

beforeEach(() => vi.mocked(call).mockReset());

describe('AccessLogPersonPage', () => {
  it('lists who saw the person’s data: name, action, time, organisation, address and result', async () => {
    vi.mocked(call).mockResolvedValue(pageOf([record]));
    renderAt(`${PATHS.accessLogPerson}?personKey=pk%2F1`);
    const card = await screen.findByTestId('access-record-41');
    expect(card).toHaveTextContent('李卫士');
    expect(card).toHaveTextContent('查看预警完整信息');
    expect(card).toHaveTextContent('东湖社区');
    expect(card).toHaveTextContent('10.0.0.8');
    expect(card).toHaveTextContent('成功');
    expect(screen.getByText(/共 1/)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(ACCESS_LOG_ENDPOINTS.person, { query: { personKey: 'pk/1', cursor: undefined } });
  });

  it('says so when nobody saw the person’s data', async () => {
    vi.mocked(call).mockResolvedValue(pageOf([]));
    renderAt(`${PATHS.accessLogPerson}?personKey=pk-2`);
    expect(await screen.findByTestId('access-log-list-empty')).toHaveTextContent('暂无访问记录');
  });

  it('asks for the person when opened without one, calling nothing', () => {
    renderAt(PATHS.accessLogPerson);
    expect(screen.getByTestId('access-log-missing')).toHaveTextContent('缺少人员参数');
    expect(call).not.toHaveBeenCalled();
  });
});
