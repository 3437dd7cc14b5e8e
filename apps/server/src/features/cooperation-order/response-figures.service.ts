import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ORDER_TASK_STATES, keysOf, type ResponseFigures, type ResponseFiguresQuery } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import { presentFigures } from './cooperation-order.presenter.ts';
import type { ResponseFiguresRepository } from './response-figures.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The range's instants: `from` at 00:00 China time up to the end of the `to` day. */
export const rangeOf = (query: ResponseFiguresQuery) => ({
  from: new Date(Date.parse(`${query.from}T00:00:00+08:00`)),
  to: new Date(Date.parse(`${query.to}T00:00:00+08:00`) + DAY_MS),
});

const minutesText = (minutes: number | null) => (minutes === null ? '—' : minutes);
const rateText = (rate: number | null) => (rate === null ? '—' : rate);

/** Response-time figures per partner (cooperation tasks and order tasks together) and their Excel export. */
export function createResponseFigures(deps: { repository: ResponseFiguresRepository; clock: Clock }) {
  const { repository, clock } = deps;

  async function figures(caller: Principal, query: ResponseFiguresQuery): Promise<ResponseFigures> {
    const rows = await repository.sums({ ...rangeOf(query), now: clock.now(), partnerPath: caller.orgPath });
    return presentFigures({ from: query.from, to: query.to }, rows);
  }

  return {
    figures,

    /**
     * The figures as an .xlsx, written by exceljs' streaming writer straight into the answer: rows are
     * committed as they are written, so memory does not grow with the number of partners.
     */
    async exportXlsx(caller: Principal, query: ResponseFiguresQuery): Promise<{ stream: Readable; fileName: string }> {
      const answer = await figures(caller, query);
      const stream = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
      const sheet = workbook.addWorksheet('响应时效');
      const states = keysOf(ORDER_TASK_STATES);
      sheet.columns = [
        { header: '合作单位', key: 'name', width: 24 },
        { header: '任务数', key: 'total', width: 8 },
        { header: '平均接收用时（分钟）', key: 'receive', width: 18 },
        { header: '平均反馈用时（分钟）', key: 'feedback', width: 18 },
        { header: '止付/冻结平均用时（分钟）', key: 'freeze', width: 22 },
        { header: '按时反馈率', key: 'onTime', width: 12, style: { numFmt: '0.0%' } },
        { header: '逾期未反馈', key: 'overdue', width: 12 },
        ...states.map((state) => ({ header: ORDER_TASK_STATES[state], key: state, width: 8 })),
      ];
      sheet.getRow(1).font = { bold: true };
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
      for (const partner of answer.partners) sheet.addRow(line(partner.partnerOrgName, partner)).commit();
      const total = sheet.addRow(line('合计', answer.overall));
      total.font = { bold: true };
      total.commit();
      sheet.addRow([]).commit();
      sheet.addRow([`统计区间：${query.from} 至 ${query.to}（按下发时间）`]).commit();
      sheet.commit();
      // Not awaited: the writer fills the stream while the reply sends it.
      void workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
      return { stream, fileName: `响应时效_${query.from}_${query.to}.xlsx` };
    },
  };
}
export type ResponseFiguresService = ReturnType<typeof createResponseFigures>;
