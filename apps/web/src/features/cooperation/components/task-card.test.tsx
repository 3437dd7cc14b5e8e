import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CooperationTask } from '@afp/contract';
import { TaskCard } from './task-card';

const task = (batch: CooperationTask['batch']): CooperationTask => ({
  id: 't-1',
  type: 'QUERY',
  urgency: 'NORMAL',
  title: '涉案账户查询',
  state: 'RECEIVED',
  partnerOrgId: 'org-p2',
  partnerOrgName: '农业银行江澜分行',
  issuerOrgName: '江澜市反诈中心',
  issuedAt: '2026-11-29T01:00:00Z',
  deadlineAt: '2026-12-01T01:00:00Z',
  isOverdue: false,
  fedBackAt: null,
  isLate: false,
  measureExpiresAt: null,
  pendingStep: null,
  pendingStepDeadlineAt: null,
  version: 1,
  batch,
});

describe('TaskCard', () => {
  it('shows the issuing side a several-partner batch at a glance', () => {
    render(<TaskCard task={task({ total: 4, received: 3, fedBack: 2 })} side="centre" onOpen={() => {}} />);
    expect(screen.getByTestId('cooperation-task-t-1-batch')).toHaveTextContent('接收 3/4 反馈 2/4');
  });

  it('shows no batch line for a single task', () => {
    render(<TaskCard task={task(null)} side="centre" onOpen={() => {}} />);
    expect(screen.queryByTestId('cooperation-task-t-1-batch')).toBeNull();
  });
});
