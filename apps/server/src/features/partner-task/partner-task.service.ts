import {
  ORDER_TASK_STATES,
  chinaDayStart,
  keysOf,
  type OrderPartnerOption as PartnerOption,
  type ResponseFigures,
  type ResponseFiguresQuery,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import { streamedSheet, type XlsxFile } from '../file/index.ts';
import type { Db } from '../../db/client.ts';
import type { PartnerTaskTable } from './partner-task.move.ts';
import { createPartnerTaskRepository } from './partner-task.repository.ts';
import { presentFigures } from './response-figures.presenter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The range's instants: `from` at 00:00 China time up to the end of the `to` day. */
export const rangeOf = (query: ResponseFiguresQuery) => ({
  from: chinaDayStart(query.from),
  to: new Date(chinaDayStart(query.to).getTime() + DAY_MS),
});

const minutesText = (minutes: number | null) => (minutes === null ? '—' : minutes);
const rateText = (rate: number | null) => (rate === null ? '—' : rate);

/**
 * What serves both sources at once: the partner organisations a task or an order goes to, and the
 * response-time figures per partner (cooperation tasks and order tasks together) with their Excel export.
 */
export function createPartnerTasks(deps: { db: Db; clock: Clock; sources: readonly PartnerTaskTable[] }) {
  const { clock } = deps;
  const repository = createPartnerTaskRepository(deps);

  async function figures(caller: Principal, query: ResponseFiguresQuery): Promise<ResponseFigures> {
    const rows = await repository.sums({ ...rangeOf(query), now: clock.now(), partnerPath: caller.orgPath });
    return presentFigures({ from: query.from, to: query.to }, rows);
  }

  return {
    partners: (): Promise<PartnerOption[]> => repository.partners(),

    figures,

    /** The figures as an .xlsx: a row per partner, then the overall figures. */
    async exportXlsx(caller: Principal, query: ResponseFiguresQuery): Promise<XlsxFile> {
      const answer = await figures(caller, query);
      const states = keysOf(ORDER_TASK_STATES);
      const line = (name: string, figures: ResponseFigures['overall']) => ({
        name,
        total: figures.total,
        receive: minutesText(figures.avgReceiveMinutes),
        feedback: minutesText(figures.avgFeedbackMinutes),
        freeze: minutesText(figures.avgFreezeMinutes),
        onTime: rateText(figures.onTimeRate),
        overdue: figures.overdueOpen,
        ...figures.counts,
      });
      return streamedSheet({
        name: '响应时效',
        fileName: `响应时效_${query.from}_${query.to}.xlsx`,
        columns: [
          { header: '合作单位', key: 'name', width: 24 },
          { header: '任务数', key: 'total', width: 8 },
          { header: '平均接收用时（分钟）', key: 'receive', width: 18 },
          { header: '平均反馈用时（分钟）', key: 'feedback', width: 18 },
          { header: '止付/冻结平均用时（分钟）', key: 'freeze', width: 22 },
          { header: '按时反馈率', key: 'onTime', width: 12, style: { numFmt: '0.0%' } },
          { header: '逾期未反馈', key: 'overdue', width: 12 },
          ...states.map((state) => ({ header: ORDER_TASK_STATES[state], key: state, width: 8 })),
        ],
        rows: answer.partners.map((partner) => line(partner.partnerOrgName, partner)),
        total: line('合计', answer.overall),
        note: `统计区间：${query.from} 至 ${query.to}（按下发时间）`,
      });
    },
  };
}
export type PartnerTasks = ReturnType<typeof createPartnerTasks>;
