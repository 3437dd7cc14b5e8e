import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { TestRouter } from '../../../lib/router';
import { PROMOTION_ENDPOINTS as P, type Endpoint } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import PromotionRegisterPage from './promotion-register.page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  call: vi.fn(),
}));
vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), toastError: vi.fn() }));

const LANDING = {
  guardName: '李*士',
  orgName: '湖滨花园社区',
  communities: [
    { id: 'c1', name: '湖滨花园社区' },
    { id: 'c2', name: '湖滨新村社区' },
  ],
};

const renderPage = (search = '?code=abc') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TestRouter at={`/pages/public/promotion-register${search}`}>
        <PromotionRegisterPage />
      </TestRouter>
    </QueryClientProvider>,
  );
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId).querySelector('input')!, { target: { value } });

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation((endpoint: Endpoint) =>
    Promise.resolve(endpoint === P.landing ? LANDING : { registered: true }),
  );
  vi.mocked(showToast).mockClear();
});

describe('PromotionRegisterPage (no login)', () => {
  it('says the code is missing instead of loading', () => {
    renderPage('');
    expect(screen.getByText('二维码无效，请重新扫码')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('checks the fields before sending', async () => {
    renderPage();
    await screen.findByTestId('register-intro');
    type('register-phone', '12345');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(showToast).toHaveBeenCalledWith('请输入姓名');
    expect(call).not.toHaveBeenCalledWith(P.register, expect.anything());
  });

  it('sends the registration once and thanks the resident without showing what they typed', async () => {
    renderPage();
    expect(await screen.findByTestId('register-intro')).toHaveTextContent('湖滨花园社区反诈卫士李*士邀请您登记');
    type('register-name', '王小明');
    type('register-phone', '13812345678');
    fireEvent.click(screen.getByText('湖滨新村社区'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('register-done');
    expect(call).toHaveBeenCalledWith(P.register, {
      body: { code: 'abc', name: '王小明', phone: '13812345678', communityId: 'c2' },
      idempotencyKey: expect.any(String),
    });
    expect(document.body.textContent).not.toContain('13812345678');
    expect(document.body.textContent).not.toContain('王小明');
  });
});
