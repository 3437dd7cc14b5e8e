import { z } from 'zod';
import { anti, get } from './endpoint.ts';

/** The two-level fraud type dictionary (DESIGN §5); seeded into the database, editable there. */
export const FRAUD_TYPES: { code: string; name: string; children: { code: string; name: string }[] }[] = [
  {
    code: 'REBATE',
    name: '刷单返利',
    children: [
      { code: 'REBATE_TASK', name: '网络刷单' },
      { code: 'REBATE_LIKE', name: '点赞关注返利' },
    ],
  },
  {
    code: 'INVEST',
    name: '虚假网络投资理财',
    children: [
      { code: 'INVEST_STOCK', name: '虚假股票投资' },
      { code: 'INVEST_COIN', name: '虚拟货币投资' },
    ],
  },
  { code: 'LOAN', name: '虚假网络贷款', children: [{ code: 'LOAN_FEE', name: '收取手续费' }] },
  {
    code: 'SERVICE',
    name: '冒充电商物流客服',
    children: [
      { code: 'SERVICE_REFUND', name: '退款理赔' },
      { code: 'SERVICE_LOST', name: '快递丢失' },
    ],
  },
  { code: 'POLICE', name: '冒充公检法及政府机关', children: [{ code: 'POLICE_MONEY', name: '涉嫌洗钱' }] },
  { code: 'LEADER', name: '冒充领导熟人', children: [{ code: 'LEADER_TRANSFER', name: '借款转账' }] },
  { code: 'CREDIT', name: '虚假征信', children: [{ code: 'CREDIT_FIX', name: '消除不良记录' }] },
  { code: 'SHOPPING', name: '虚假购物服务', children: [{ code: 'SHOPPING_GOODS', name: '低价商品' }] },
  { code: 'GAME', name: '网络游戏产品虚假交易', children: [{ code: 'GAME_ACCOUNT', name: '游戏账号交易' }] },
  { code: 'DATING', name: '网络婚恋交友', children: [{ code: 'DATING_PIG', name: '杀猪盘' }] },
  { code: 'MILITARY', name: '冒充军警购物', children: [{ code: 'MILITARY_ORDER', name: '虚假采购订单' }] },
  { code: 'TICKET', name: '机票退改签', children: [{ code: 'TICKET_CHANGE', name: '航班取消改签' }] },
  { code: 'PRIZE', name: '虚假中奖', children: [{ code: 'PRIZE_FEE', name: '领奖缴费' }] },
  { code: 'OTHER', name: '其他', children: [{ code: 'OTHER_OTHER', name: '其他类型' }] },
];

export const fraudTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  children: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type FraudType = z.infer<typeof fraudTypeSchema>;

export const FRAUD_TYPE_ENDPOINTS = {
  tree: get(anti, '/api/guard/dictionary/v2/fraud-types', { answer: z.array(fraudTypeSchema) }),
};
