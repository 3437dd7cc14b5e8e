import {
  addChinaDays,
  chinaDayOf,
  chinaDayStart,
  chinaPeriodOf,
  isoWeekKeyOf,
  type BulletinFigures,
  type BulletinLine,
} from '@afp/contract';
import { compareChinese } from '../../core/chinese-order.ts';

/** The bulletin goes out on Monday from this China hour (the office's morning), for the week before. */
export const BULLETIN_ISSUE_HOUR = 8;
const HOUR_MS = 3_600_000;

/** The week a bulletin run at `now` reports: the China week before the current one, and the week before that. */
export function reportedWeekOf(now: Date) {
  const current = chinaPeriodOf(now, 'week');
  const startDay = addChinaDays(chinaDayOf(current.from), -7);
  const from = chinaDayStart(startDay);
  return {
    weekKey: isoWeekKeyOf(startDay),
    from,
    to: current.from,
    previousFrom: chinaDayStart(addChinaDays(startDay, -7)),
    /** When it is due: Monday of the current week at the issue hour. */
    dueAt: new Date(current.from.getTime() + BULLETIN_ISSUE_HOUR * HOUR_MS),
  };
}

/** 通报编号: `2026年第48期` from the week key. */
export const bulletinNoOf = (weekKey: string): string => {
  const [year, week] = weekKey.split('-W');
  return `${year}年第${Number(week)}期`;
};

/** A money amount as cents (exact sums of numeric strings). */
const centsOf = (amount: string) => Math.round(Number(amount) * 100);
const amountOf = (cents: number) => (cents / 100).toFixed(2);

interface Case {
  orgId: string;
  fraudTypeCode: string | null;
  amountLost: string;
  at: Date;
}

interface Tally {
  cases: number;
  cents: number;
  previousCases: number;
  previousCents: number;
}

const lineOf = (key: string, name: string, area: string, t: Tally): BulletinLine => ({
  key,
  name,
  area,
  cases: t.cases,
  amountLost: amountOf(t.cents),
  previousCases: t.previousCases,
  previousAmountLost: amountOf(t.previousCents),
});

/** Most cases first, then the larger loss, then by name: the order an officer reads a bulletin in. */
const byWeight = (a: BulletinLine, b: BulletinLine) =>
  b.cases - a.cases ||
  centsOf(b.amountLost) - centsOf(a.amountLost) ||
  b.previousCases - a.previousCases ||
  compareChinese(a.name, b.name);

/**
 * The bulletin's figures from the cases of both weeks (`from` splits them): counts and losses by
 * community and by fraud type, each beside the week before; rows for anything with a case in
 * either week. Nothing of the victims: organisation and type names, counts, sums.
 */
export function bulletinFiguresOf(
  cases: readonly Case[],
  week: { from: Date; to: Date },
  names: {
    community: (orgId: string) => { name: string; area: string };
    fraudType: (code: string | null) => { key: string; name: string };
  },
): BulletinFigures {
  const total: Tally = { cases: 0, cents: 0, previousCases: 0, previousCents: 0 };
  const communities = new Map<string, Tally>();
  const types = new Map<string, Tally>();
  const tallyOf = (map: Map<string, Tally>, key: string) => {
    let t = map.get(key);
    if (!t) map.set(key, (t = { cases: 0, cents: 0, previousCases: 0, previousCents: 0 }));
    return t;
  };
  const typeNames = new Map<string, string>();
  for (const c of cases) {
    const current = c.at >= week.from;
    const type = names.fraudType(c.fraudTypeCode);
    typeNames.set(type.key, type.name);
    for (const t of [total, tallyOf(communities, c.orgId), tallyOf(types, type.key)]) {
      if (current) {
        t.cases += 1;
        t.cents += centsOf(c.amountLost);
      } else {
        t.previousCases += 1;
        t.previousCents += centsOf(c.amountLost);
      }
    }
  }
  return {
    weekStart: chinaDayOf(week.from),
    weekEnd: chinaDayOf(new Date(week.to.getTime() - 1)),
    total: lineOf('total', '合计', '', total),
    byCommunity: [...communities]
      .map(([orgId, t]) => {
        const { name, area } = names.community(orgId);
        return lineOf(orgId, name, area, t);
      })
      .sort(byWeight),
    byFraudType: [...types].map(([key, t]) => lineOf(key, typeNames.get(key) ?? key, '', t)).sort(byWeight),
  };
}

/** The 公文's text: the week's totals, the change, the communities with most cases, and what they owe. */
export function bulletinMailOf(bulletinNo: string, figures: BulletinFigures): { title: string; body: string } {
  const { total } = figures;
  const change =
    total.cases === total.previousCases
      ? '与上周持平'
      : `较上周${total.cases > total.previousCases ? '增加' : '减少'}${Math.abs(total.cases - total.previousCases)}起`;
  const top = figures.byCommunity
    .filter((line) => line.cases > 0)
    .slice(0, 5)
    .map((line) => `${line.area}${line.name}${line.cases}起`)
    .join('，');
  const types = figures.byFraudType
    .filter((line) => line.cases > 0)
    .slice(0, 3)
    .map((line) => `${line.name}${line.cases}起`)
    .join('，');
  return {
    title: `发案通报（${bulletinNo}）`,
    body: [
      `${figures.weekStart}至${figures.weekEnd}，全市发案${total.cases}起，损失${total.amountLost}元，${change}。`,
      top ? `发案较多的社区：${top}。` : '本周无发案社区。',
      types ? `主要诈骗类型：${types}。` : '',
      total.cases > 0 ? '发案社区已生成一案一宣任务，请各单位督促按期完成。详见发案通报。' : '',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}
