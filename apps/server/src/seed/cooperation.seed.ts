import {
  COOPERATION_TASK_STATES,
  COOPERATION_TASK_TYPES,
  isMeasureType,
  type CooperationTaskState,
  type CooperationTaskType,
  type CooperationUrgency,
} from '@afp/contract';
import type { Db } from '../db/client.ts';
import { cooperationFeedback, cooperationTask, cooperationTaskStep, operationLog } from '../db/schema.ts';
import { cooperationDeadlineOf, measureExpiryOf, paperworkDueOf } from '../features/cooperation/index.ts';
import { PARTNER_KINDS } from './demo-city.ts';
import { demoBankCard, demoPhone, seededUuid, type SeedOrg } from './early-warnings.seed.ts';
import { personName, seededRandom, type SeededRandom } from './random.ts';

type TaskInsert = typeof cooperationTask.$inferInsert;
type StepInsert = typeof cooperationTaskStep.$inferInsert;
type FeedbackInsert = typeof cooperationFeedback.$inferInsert;
type LogInsert = typeof operationLog.$inferInsert;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CENTRE = { id: 'org-centre', path: '/org-centre/', accountId: 'oa-admin', name: '王管理' };

/** The types issued from 警企协作 (a 运营商协助 is seeded with its warning, carrier-assist.seed.ts). */
type IssuedType = Exclude<CooperationTaskType, 'CARRIER_ASSIST'>;
/** The task types each partner kind gets (banks, operators, payment companies). */
const TYPES_OF_KIND: IssuedType[][] = [
  ['STOP_PAYMENT', 'FREEZE', 'STOP_PAYMENT', 'QUERY', 'ACCOUNT_RISK', 'CARD_CHECK', 'PUBLICITY'],
  ['NUMBER_SHUTDOWN', 'NUMBER_SHUTDOWN', 'QUERY', 'CARD_CHECK', 'CLUE_REPORT', 'PUBLICITY'],
  ['STOP_PAYMENT', 'FREEZE', 'QUERY', 'ACCOUNT_RISK', 'CLUE_REPORT'],
];
const TITLES: Record<IssuedType, string[]> = {
  STOP_PAYMENT: ['涉诈账户紧急止付', '刷单返利案涉案账户止付', '冒充客服案资金止付'],
  FREEZE: ['涉诈资金冻结', '虚假投资理财案账户冻结'],
  NUMBER_SHUTDOWN: ['涉诈号码关停', '冒充公检法来电号码关停'],
  QUERY: ['涉案账户交易流水协查', '涉诈号码开户信息协查', '资金流向协查'],
  ACCOUNT_RISK: ['可疑账户风险管控', '高风险账户限制非柜面交易'],
  CARD_CHECK: ['新开卡异常情况核查', '批量开卡人员核查'],
  CLUE_REPORT: ['可疑交易线索上报', '涉诈线索排查上报'],
  PUBLICITY: ['网点反诈宣传月活动', '营业厅反诈海报张贴'],
};
/** The demo partners' states: every state, the to-do ones recent, so countdowns run at once. */
const DEMO_STATES: CooperationTaskState[] = [
  'ISSUED',
  'ISSUED',
  'RECEIVED',
  'HANDLING',
  'RETURNED',
  'FED_BACK',
  'FED_BACK',
  'CLOSED',
  'CLOSED',
  'CLOSED',
  'WITHDRAWN',
];

export interface DemoCooperation {
  tasks: TaskInsert[];
  steps: StepInsert[];
  feedbacks: FeedbackInsert[];
  logs: LogInsert[];
}

/** Older tasks are settled; the last few days spread over every state. */
function stateOf(random: SeededRandom, age: number): CooperationTaskState {
  if (age > 5 * DAY) return random.next() < 0.93 ? 'CLOSED' : random.pick(['WITHDRAWN', 'FED_BACK'] as const);
  return random.pick<CooperationTaskState>(['ISSUED', 'RECEIVED', 'HANDLING', 'FED_BACK', 'RETURNED', 'CLOSED']);
}

const REACHED: Record<CooperationTaskState, number> = {
  ISSUED: 0,
  WITHDRAWN: 0,
  RECEIVED: 1,
  HANDLING: 2,
  FED_BACK: 3,
  RETURNED: 3,
  CLOSED: 3,
};

/**
 * Deterministic cooperation tasks over the last 90 days for every bank, operator and payment
 * company: a measure's request step, the feedbacks and the operation log of each move.
 */
export function buildDemoCooperation({ orgs, now }: { orgs: readonly SeedOrg[]; now: Date }): DemoCooperation {
  const random = seededRandom(4049);
  const partners = orgs.filter((o) => o.kind === 'partner');
  const out: DemoCooperation = { tasks: [], steps: [], feedbacks: [], logs: [] };
  let offset = 0;
  PARTNER_KINDS.slice(0, 3).forEach((kind, k) => {
    kind.names.forEach((_, n) => {
      const index = offset + n;
      const partner = partners[index];
      if (!partner) return;
      const accountId = `coop-${String(index + 1).padStart(3, '0')}`;
      const isDemo = n === 0;
      const count = isDemo ? DEMO_STATES.length + 4 : random.int(4, 7);
      for (let i = 0; i < count; i += 1) {
        const demoState = isDemo ? DEMO_STATES[i] : undefined;
        const age = demoState
          ? ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED', 'FED_BACK', 'WITHDRAWN'].includes(demoState)
            ? random.int(5, 600) * MINUTE
            : random.int(1, 20) * DAY
          : random.int(10, 90 * 24 * 60) * MINUTE;
        const state = demoState ?? stateOf(random, age);
        const types = TYPES_OF_KIND[k]!;
        const type = isDemo && i < 2 ? types[0]! : random.pick(types);
        // The demo bank's open tasks are routine: a task the centre issues urgently comes first in its list.
        const isOpen = REACHED[state] < 3 || state === 'RETURNED';
        const urgency: CooperationUrgency =
          isDemo && k === 0 && isOpen
            ? 'NORMAL'
            : (isDemo && i < 2) || (isMeasureType(type) && random.next() < 0.6) || random.next() < 0.15
              ? 'URGENT'
              : 'NORMAL';
        addTask(out, random, {
          partnerOrgId: partner.id,
          accountId,
          type,
          urgency,
          state,
          issuedAt: new Date(now.getTime() - age),
          now,
        });
      }
    });
    offset += kind.names.length;
  });
  addBatch(out, random, partners, now);
  return out;
}

/**
 * One 协查 issued to four banks at once three hours ago (issue 26 item 5): one bank has not
 * received it yet, one has received it, two have fed back — the list's 接收 3/4 反馈 2/4. The demo
 * bank (the first) is left out, so its own list stays as the cooperation journeys know it.
 */
function addBatch(out: DemoCooperation, random: SeededRandom, partners: readonly SeedOrg[], now: Date) {
  const states: CooperationTaskState[] = ['ISSUED', 'RECEIVED', 'FED_BACK', 'CLOSED'];
  const issuedAt = new Date(now.getTime() - 3 * 60 * MINUTE);
  const first = out.tasks.length;
  states.forEach((state, i) => {
    const partner = partners[i + 1];
    if (!partner) return;
    addTask(out, random, {
      partnerOrgId: partner.id,
      accountId: `coop-${String(i + 2).padStart(3, '0')}`,
      type: 'QUERY',
      urgency: 'NORMAL',
      state,
      issuedAt,
      now,
    });
  });
  const [lead] = out.tasks.slice(first);
  for (const task of out.tasks.slice(first))
    Object.assign(task, { batchId: lead!.id, title: lead!.title, content: lead!.content });
}

function addTask(
  out: DemoCooperation,
  random: SeededRandom,
  spec: {
    partnerOrgId: string;
    accountId: string;
    type: IssuedType;
    urgency: CooperationUrgency;
    state: CooperationTaskState;
    issuedAt: Date;
    now: Date;
  },
) {
  const { type, urgency, state, issuedAt, now } = spec;
  const id = seededUuid(random);
  const urgent = urgency === 'URGENT';
  let deadlineAt = cooperationDeadlineOf(urgency, issuedAt);
  const reached = REACHED[state];
  const clamp = (at: number) => new Date(Math.min(at, now.getTime() - MINUTE));
  const receivedAt = reached >= 1 ? clamp(issuedAt.getTime() + random.int(1, urgent ? 12 : 240) * MINUTE) : null;
  const handlingAt = reached >= 2 && receivedAt ? clamp(receivedAt.getTime() + random.int(1, 10) * MINUTE) : null;
  const late = random.next() < 0.15;
  const span = deadlineAt.getTime() - issuedAt.getTime();
  const fedBackAt =
    reached >= 3 && handlingAt
      ? clamp(Math.max(handlingAt.getTime() + MINUTE, issuedAt.getTime() + span * (late ? 1.3 : random.next() * 0.8)))
      : null;
  const closedAt = state === 'CLOSED' && fedBackAt ? clamp(fedBackAt.getTime() + random.int(10, 600) * MINUTE) : null;
  const withdrawnAt = state === 'WITHDRAWN' ? clamp(issuedAt.getTime() + random.int(2, 30) * MINUTE) : null;
  const account = isMeasureType(type) ? demoBankCard(random) : null;
  const number = type === 'NUMBER_SHUTDOWN' ? demoPhone(random) : null;
  const amount = isMeasureType(type) ? String(random.int(2, 500) * 100) : null;
  const returnReason = state === 'RETURNED' ? '反馈材料不全，请补充回执照片后重新反馈' : null;
  if (state === 'RETURNED') deadlineAt = new Date(Math.max(now.getTime() + 30 * MINUTE, deadlineAt.getTime()));
  const title = random.pick(TITLES[type]);
  out.tasks.push({
    id,
    batchId: id,
    partnerOrgId: spec.partnerOrgId,
    issuerOrgId: CENTRE.id,
    issuerOrgPath: CENTRE.path,
    issuerId: CENTRE.accountId,
    issuerName: CENTRE.name,
    type,
    urgency,
    title,
    content: `${title}：请按要求在时限内办理并反馈结果（演示数据）。`,
    subjectAccount: account,
    subjectNumber: number,
    requestedAmount: amount,
    attachments: [],
    state,
    issuedAt,
    receivedAt,
    handlingAt,
    fedBackAt,
    closedAt,
    withdrawnAt,
    deadlineAt,
    returnReason,
    version: reached + (closedAt || withdrawnAt || returnReason ? 1 : 0),
  });
  const log = (
    action: string,
    at: Date | null,
    from: CooperationTaskState | null,
    to: CooperationTaskState,
    byPartner: boolean,
  ) => {
    if (!at) return;
    const fromText = from ? `${COOPERATION_TASK_STATES[from]} → ` : `${COOPERATION_TASK_TYPES[type]}：`;
    out.logs.push({
      actorType: byPartner ? 'cooperation' : 'oa',
      actorId: byPartner ? spec.accountId : CENTRE.accountId,
      orgId: byPartner ? spec.partnerOrgId : CENTRE.id,
      action: `cooperation.${action}`,
      entityType: 'cooperation_task',
      entityId: id,
      fromState: from,
      toState: to,
      remark: `${fromText}${COOPERATION_TASK_STATES[to]}${action === 'return' && returnReason ? `：${returnReason}` : ''}`,
      createdAt: at,
    });
  };
  log('issue', issuedAt, null, 'ISSUED', false);
  log('withdraw', withdrawnAt, 'ISSUED', 'WITHDRAWN', false);
  log('receive', receivedAt, 'ISSUED', 'RECEIVED', true);
  log('start', handlingAt, 'RECEIVED', 'HANDLING', true);
  log('feedback', fedBackAt, 'HANDLING', 'FED_BACK', true);
  if (state === 'RETURNED' && fedBackAt)
    log('return', clamp(fedBackAt.getTime() + 5 * MINUTE), 'FED_BACK', 'RETURNED', false);
  log('close', closedAt, 'FED_BACK', 'CLOSED', false);

  const stepId = isMeasureType(type) ? seededUuid(random) : null;
  const doneAt = fedBackAt ? new Date(fedBackAt.getTime() - random.int(1, 5) * MINUTE) : null;
  if (stepId)
    out.steps.push({
      id: stepId,
      taskId: id,
      seq: 1,
      kind: 'REQUEST',
      urgency,
      state: withdrawnAt ? 'CANCELLED' : doneAt ? 'DONE' : 'PENDING',
      requestedAt: issuedAt,
      deadlineAt: cooperationDeadlineOf(urgency, issuedAt),
      fedBackAt,
      doneAt,
      amount: doneAt ? amount : null,
      expiresAt: doneAt ? measureExpiryOf(type, doneAt) : null,
      paperworkDueAt: paperworkDueOf(urgency, issuedAt),
      paperworkDoneAt: urgent && closedAt ? closedAt : null,
      paperwork: [],
    });
  if (fedBackAt)
    out.feedbacks.push({
      id: seededUuid(random),
      taskId: id,
      stepId,
      account,
      amount: doneAt ? amount : null,
      number,
      doneAt: account || number ? doneAt : null,
      answer: type === 'QUERY' ? '已调取相关账户/号码的开户信息及近三个月交易记录，详见附件。' : null,
      content: account || number || type === 'QUERY' ? null : '已按要求办理完毕。',
      photos: [],
      fedBackById: spec.accountId,
      fedBackByName: personName(random),
      fedBackAt,
    });
}

/** Inside the seed's transaction. */
export async function insertDemoCooperation(db: Db, data: DemoCooperation): Promise<void> {
  for (let i = 0; i < data.tasks.length; i += 200)
    await db.insert(cooperationTask).values(data.tasks.slice(i, i + 200));
  if (data.steps.length > 0) await db.insert(cooperationTaskStep).values(data.steps);
  if (data.feedbacks.length > 0) await db.insert(cooperationFeedback).values(data.feedbacks);
  for (let i = 0; i < data.logs.length; i += 500) await db.insert(operationLog).values(data.logs.slice(i, i + 500));
}
