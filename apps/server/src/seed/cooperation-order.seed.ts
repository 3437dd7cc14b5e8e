import { ORDER_TASK_STATES, type OrderTaskState, type OrderType, type OrderUrgency } from '@afp/contract';
import type { Db } from '../db/client.ts';
import { cooperationOrder, cooperationOrderTask, operationLog } from '../db/schema.ts';
import { bulkInsert, seededUuid } from './early-warnings.seed.ts';
import { DEMO_LOGINS, PARTNER_KINDS } from './demo-city.ts';
import { seededRandom, type SeededRandom } from './random.ts';

type OrderInsert = typeof cooperationOrder.$inferInsert;
type TaskInsert = typeof cooperationOrderTask.$inferInsert;
type LogInsert = typeof operationLog.$inferInsert;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Cooperation logins of three operators (中国移动, 中国联通, 中国电信: org-p17 … org-p19), password
 * `coop_123` like every demo partner: 中国移动 is the demo operator login, the other two have the
 * phones seed.ts gives the accounts coop-018 and coop-019 (README; the routes test logs in with them).
 */
export const OPERATOR_DEMO_LOGINS = [
  { orgId: 'org-p17', ...DEMO_LOGINS.cooperationOperator },
  { orgId: 'org-p18', phone: '13911780393', password: 'coop_123' },
  { orgId: 'org-p19', phone: '13911885122', password: 'coop_123' },
] as const;

/** Who issues the demo orders: the centre's administrator and the 东湖区 staff member (DEMO_LOGINS). */
const ISSUERS = [
  { accountId: 'oa-admin', name: '王管理', orgId: 'org-centre', orgPath: '/org-centre/' },
  { accountId: 'oa-staff', name: '刘专员', orgId: 'org-d1', orgPath: '/org-centre/org-d1/' },
] as const;

/** Orders by target kind: banks and payment companies hold money, operators hold numbers. */
const TEMPLATES: { type: OrderType; title: string; content: string; kinds: ('bank' | 'operator' | 'payment')[] }[] = [
  {
    type: 'STOP_PAYMENT',
    title: '涉诈账户紧急止付',
    content: '受害人被冒充客服诱导转账，请立即对以下收款账户止付并反馈止付金额及时间。',
    kinds: ['bank', 'payment'],
  },
  {
    type: 'FREEZE',
    title: '涉案资金冻结',
    content: '经研判以下账户为涉诈资金流转账户，请依法冻结并反馈冻结金额。',
    kinds: ['bank', 'payment'],
  },
  {
    type: 'NUMBER_SHUTDOWN',
    title: '涉诈号码关停',
    content: '以下号码近期频繁冒充公检法拨打诈骗电话，请核查后关停并反馈关停时间。',
    kinds: ['operator'],
  },
  {
    type: 'QUERY',
    title: '开户及交易信息协查',
    content: '请协助查询以下账户的开户信息、近三个月交易流水及登录IP，并于时限内反馈。',
    kinds: ['bank', 'payment', 'operator'],
  },
  {
    type: 'ACCOUNT_RISK',
    title: '高风险账户风控',
    content: '以下账户存在短时间内多笔异地大额转入转出，请采取风控措施并反馈处置情况。',
    kinds: ['bank', 'payment'],
  },
  {
    type: 'PUBLICITY',
    title: '营业网点反诈宣传',
    content: '请组织辖内营业网点开展本月反诈宣传，在显著位置张贴海报并反馈开展情况及照片。',
    kinds: ['bank', 'operator', 'payment'],
  },
  {
    type: 'CLUE_REPORT',
    title: '涉诈线索核查上报',
    content: '请对近期发现的批量开卡、异常代办线索进行核查，并上报核查结果。',
    kinds: ['bank', 'operator'],
  },
];

const ANSWERS: Partial<Record<OrderType, string[]>> = {
  STOP_PAYMENT: ['已对收款账户止付，止付金额 38,500.00 元。', '账户余额不足，已止付 2,310.56 元并加入风险名单。'],
  FREEZE: ['已冻结账户，冻结金额 120,000.00 元，冻结期限六个月。', '账户已冻结，冻结金额 6,800.00 元。'],
  NUMBER_SHUTDOWN: ['号码已于反馈时间关停，并对机主进行二次实名核验。', '该号码已停机，关联的两张副卡一并关停。'],
  QUERY: ['开户信息及三个月流水已整理，详见附件说明。', '经查询，该账户为对公账户，已反馈开户人及联系方式。'],
};
const DEFAULT_ANSWERS = ['已按要求处置完毕。', '已完成核查，情况正常。', '已组织落实，详见反馈说明。'];
const RETURN_REASONS = ['反馈内容不完整，请补充止付时间', '请补充相关凭证照片', '金额与流水不符，请核实后重新反馈'];

/** The partners whose kind takes part in orders, with their kind. */
function targetsOf(partnerIds: readonly string[]) {
  const [banks, operators, payments] = PARTNER_KINDS;
  const bank = partnerIds.slice(0, banks.names.length);
  const operator = partnerIds.slice(banks.names.length, banks.names.length + operators.names.length);
  const payment = partnerIds.slice(
    banks.names.length + operators.names.length,
    banks.names.length + operators.names.length + payments.names.length,
  );
  return { bank, operator, payment };
}

/** Older orders are mostly answered and closed; the last days' spread over every state. */
function stateOf(random: SeededRandom, age: number): OrderTaskState {
  if (age > 14 * DAY) return random.next() < 0.88 ? 'CLOSED' : random.pick(['WITHDRAWN', 'FED_BACK', 'RETURNED']);
  return random.pick<OrderTaskState>([
    'ISSUED',
    'ISSUED',
    'RECEIVED',
    'HANDLING',
    'HANDLING',
    'FED_BACK',
    'FED_BACK',
    'RETURNED',
    'CLOSED',
    'CLOSED',
    'WITHDRAWN',
  ]);
}

export interface DemoOrders {
  orders: OrderInsert[];
  tasks: TaskInsert[];
  logs: LogInsert[];
}

/**
 * Deterministic orders over the last 90 days to the bank, operator and payment partners, each fanned
 * out into 1–4 order tasks in every state, with timestamps in order and the moves in the log.
 */
export function buildDemoOrders(input: { partnerIds: readonly string[]; count: number; now: Date }): DemoOrders {
  const random = seededRandom(4242);
  const kinds = targetsOf(input.partnerIds);
  const orders: OrderInsert[] = [];
  const tasks: TaskInsert[] = [];
  const logs: LogInsert[] = [];
  const now = input.now.getTime();
  for (let n = 0; n < input.count; n += 1) {
    const template = random.pick(TEMPLATES);
    const issuer = random.next() < 0.7 ? ISSUERS[0] : ISSUERS[1];
    // The newest orders first in time: a few within the last hours, the rest over 90 days.
    const age = n < 12 ? random.int(5, 240) * MINUTE : random.int(1, 90 * 24) * HOUR;
    const createdAt = new Date(now - age);
    const urgency: OrderUrgency =
      template.type === 'STOP_PAYMENT' || template.type === 'NUMBER_SHUTDOWN' || random.next() < 0.15
        ? 'URGENT'
        : 'NORMAL';
    const window = urgency === 'URGENT' ? random.pick([15, 30, 60]) * MINUTE : random.int(1, 3) * DAY;
    const deadlineAt = new Date(createdAt.getTime() + window);
    const orderId = seededUuid(random);
    const pool = template.kinds.flatMap((kind) => kinds[kind]);
    const targetCount = Math.min(pool.length, random.int(1, 4));
    const targets = new Set<string>();
    while (targets.size < targetCount) targets.add(random.pick(pool));
    orders.push({
      id: orderId,
      title: template.title,
      type: template.type,
      content: template.content,
      urgency,
      orgId: issuer.orgId,
      orgPath: issuer.orgPath,
      createdById: issuer.accountId,
      createdByName: issuer.name,
      createdAt,
      deadlineAt,
    });
    const log = (entry: Omit<LogInsert, 'actorType' | 'entityType'> & { actorType?: string }) =>
      logs.push({ actorType: 'oa', entityType: 'cooperation_order_task', ...entry });
    logs.push({
      actorType: 'oa',
      actorId: issuer.accountId,
      orgId: issuer.orgId,
      action: 'cooperation_order.create',
      entityType: 'cooperation_order',
      entityId: orderId,
      remark: `下发工单「${template.title}」至 ${targets.size} 家单位`,
      createdAt,
    });
    for (const partnerOrgId of targets) {
      const state = stateOf(random, age);
      const taskId = seededUuid(random);
      const span = Math.min(window * 1.3, Math.max(age - MINUTE, MINUTE));
      const at = (fraction: number) => new Date(createdAt.getTime() + Math.floor(span * fraction));
      const receivedAt = state === 'ISSUED' || state === 'WITHDRAWN' ? null : at(random.next() * 0.15);
      const answered = ['FED_BACK', 'CLOSED', 'RETURNED'].includes(state);
      const fedBackAt = answered ? at(0.25 + random.next() * 0.7) : null;
      const closedAt =
        state === 'CLOSED' && fedBackAt ? new Date(fedBackAt.getTime() + random.int(10, 600) * MINUTE) : null;
      const partnerActor = `coop-${partnerOrgId.slice(-2).padStart(3, '0')}`;
      tasks.push({
        id: taskId,
        orderId,
        partnerOrgId,
        type: template.type,
        urgency,
        state,
        orgPath: issuer.orgPath,
        issuedAt: createdAt,
        receivedAt,
        fedBackAt,
        closedAt: closedAt && closedAt.getTime() < now ? closedAt : closedAt ? new Date(now - MINUTE) : null,
        withdrawnAt: state === 'WITHDRAWN' ? at(0.05) : null,
        deadlineAt,
        answer: answered ? random.pick(ANSWERS[template.type] ?? DEFAULT_ANSWERS) : null,
        doneAt: answered && fedBackAt ? new Date(fedBackAt.getTime() - random.int(1, 10) * MINUTE) : null,
        fedBackByName: answered ? '合作单位经办人' : null,
        returnReason: state === 'RETURNED' ? random.pick(RETURN_REASONS) : null,
        version: 0,
      });
      const base = { actorId: issuer.accountId, orgId: issuer.orgId, entityId: taskId };
      log({ ...base, action: 'cooperation_order.issue', toState: 'ISSUED', remark: '下发', createdAt });
      const partnerMove = (action: string, from: OrderTaskState, to: OrderTaskState, when: Date) =>
        log({
          actorType: 'cooperation',
          actorId: partnerActor,
          orgId: partnerOrgId,
          entityId: taskId,
          action: `cooperation_order.${action}`,
          fromState: from,
          toState: to,
          remark: `${ORDER_TASK_STATES[from]} → ${ORDER_TASK_STATES[to]}`,
          createdAt: when,
        });
      if (state === 'WITHDRAWN')
        log({
          ...base,
          action: 'cooperation_order.withdraw',
          fromState: 'ISSUED',
          toState: 'WITHDRAWN',
          createdAt: at(0.05),
        });
      if (receivedAt) partnerMove('receive', 'ISSUED', 'RECEIVED', receivedAt);
      if (receivedAt && state !== 'RECEIVED') partnerMove('start', 'RECEIVED', 'HANDLING', at(0.2));
      if (fedBackAt) partnerMove('feedback', 'HANDLING', 'FED_BACK', fedBackAt);
      if (state === 'RETURNED' && fedBackAt)
        log({
          ...base,
          action: 'cooperation_order.return',
          fromState: 'FED_BACK',
          toState: 'RETURNED',
          createdAt: new Date(Math.min(fedBackAt.getTime() + 30 * MINUTE, now - MINUTE)),
        });
      if (state === 'CLOSED' && closedAt)
        log({
          ...base,
          action: 'cooperation_order.close',
          fromState: 'FED_BACK',
          toState: 'CLOSED',
          createdAt: new Date(Math.min(closedAt.getTime(), now - MINUTE)),
        });
    }
  }
  return { orders, tasks, logs };
}

export async function insertDemoOrders(db: Db, demo: DemoOrders): Promise<void> {
  await bulkInsert(db, cooperationOrder, demo.orders);
  await bulkInsert(db, cooperationOrderTask, demo.tasks);
  // bulkInsert takes its columns from the first row: every log row carries every column.
  await bulkInsert(
    db,
    operationLog,
    demo.logs.map((entry) => ({
      actorType: entry.actorType,
      actorId: entry.actorId,
      orgId: entry.orgId ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      fromState: entry.fromState ?? null,
      toState: entry.toState ?? null,
      remark: entry.remark ?? null,
      createdAt: entry.createdAt,
    })),
  );
}
