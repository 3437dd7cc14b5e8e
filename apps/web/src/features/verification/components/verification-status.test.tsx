import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { VERIFICATION_ENDPOINTS } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { VerificationStatus } from './verification-status';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  call: vi.fn(),
}));

const renderStatus = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VerificationStatus kind="control_feedback" subjectId="task-1" />
    </QueryClientProvider>,
  );

describe('VerificationStatus on a subject page', () => {
  it('shows the submitter why the item came back and at which stage', async () => {
    vi.mocked(call).mockResolvedValue({
      id: 'vi-1',
      state: 'REFUSED',
      round: 1,
      refusedStage: 'review',
      refuseReason: '照片不清晰，请补拍',
      verifiedAt: null,
      reviewedAt: null,
    });
    renderStatus();
    expect(await screen.findByTestId('verification-status-reason')).toHaveTextContent('照片不清晰，请补拍');
    expect(screen.getByTestId('verification-status-state')).toHaveTextContent('已退回');
    expect(screen.getByText('复核')).toBeInTheDocument();
    expect(vi.mocked(call)).toHaveBeenCalledWith(VERIFICATION_ENDPOINTS.status, {
      query: { kind: 'control_feedback', subjectId: 'task-1' },
    });
  });

  it('shows nothing for a subject never submitted', async () => {
    vi.mocked(call).mockResolvedValue(null);
    const { container } = renderStatus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container).toBeEmptyDOMElement();
  });
});
