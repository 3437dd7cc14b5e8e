import { COOPERATION_TASK_STATES, COOPERATION_TASK_TYPES, type CooperationTask } from '@afp/contract';
import type { FirstCards } from '../../../app/first-cards';
import { TaskCard } from './task-card';

/**
 * The partner's to-do card as index.html's first-route script draws the early answer's first records
 * (build/first-cards.ts): a template per urgency, 已超时 tag and waiting 申请 (待银行执行). The
 * countdowns, a measure's expiry and its 即将到期 tag run on the clock: the app draws them.
 */
export const partnerTaskFirstCards = (): FirstCards<CooperationTask> => ({
  variants: {
    urgency: ['NORMAL', 'URGENT'],
    isOverdue: [false, true],
    pendingStep: [null, 'REQUEST'],
    // A waiting 延期 / 解除 (its own deadline row), a feedback (its time's row) or a late one (逾期反馈): the app's.
    pendingStepDeadlineAt: [null],
    fedBackAt: [null],
    isLate: [false],
  },
  texts: {
    title: null,
    // The contract's words, as the card's own lookup shows them.
    state: COOPERATION_TASK_STATES,
    type: COOPERATION_TASK_TYPES,
    issuerOrgName: null,
    issuedAt: 'time',
    deadlineAt: 'time',
  },
  sample: {
    id: '',
    type: 'QUERY',
    urgency: 'NORMAL',
    title: '',
    state: 'ISSUED',
    partnerOrgId: '',
    partnerOrgName: '',
    issuerOrgName: '',
    issuedAt: '',
    deadlineAt: '',
    isOverdue: false,
    fedBackAt: null,
    isLate: false,
    measureExpiresAt: null,
    pendingStep: null,
    pendingStepDeadlineAt: null,
    version: 0,
    batch: null,
  },
  card: (task) => <TaskCard task={task} side="partner" onOpen={() => undefined} />,
});
