import {
  BULLETIN_ENDPOINTS,
  isCentre,
  ORG_LEVEL,
  type BulletinDetail,
  type BulletinLine,
  type BulletinRecord,
  type Page,
  type ParsedQueryOf,
} from '@afp/contract';
import type { Principal } from '../../core/principal.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { streamedSheet } from '../file/index.ts';
import type { BulletinReader, BulletinRepository } from './bulletin.repository.ts';
import type { CaseBulletinRow } from './bulletin.table.ts';

type E = typeof BULLETIN_ENDPOINTS;

/** Who reads bulletins: the centre's oa every one; a district's or station's oa those sent to it; nobody else. */
export function readerOf(caller: Principal): BulletinReader {
  if (caller.loginType === 'oa' && isCentre(caller)) return { kind: 'all' };
  if (caller.loginType === 'oa' && (caller.orgLevel === ORG_LEVEL.district || caller.orgLevel === ORG_LEVEL.station))
    return { kind: 'received', orgId: caller.orgId };
  throw forbidden('仅市反诈中心及收文的分局、派出所可查看发案通报');
}

export const presentBulletin = (row: CaseBulletinRow): BulletinRecord => ({
  id: row.id,
  bulletinNo: row.bulletinNo,
  weekKey: row.weekKey,
  weekStart: row.figures.weekStart,
  weekEnd: row.figures.weekEnd,
  cases: row.cases,
  previousCases: row.previousCases,
  amountLost: row.amountLost,
  issuedAt: row.issuedAt.toISOString(),
});

/** The centre's list and page of past bulletins, and each bulletin as .xlsx. */
export function createBulletinService({ repository }: { repository: BulletinRepository }) {
  async function open(caller: Principal, id: string) {
    const row = await repository.one(readerOf(caller), id);
    if (!row) throw notFound('发案通报不存在');
    return row;
  }

  return {
    page(caller: Principal, query: ParsedQueryOf<E['page']>): Promise<Page<BulletinRecord>> {
      const reader = readerOf(caller);
      return keysetPage(query, (slice) => repository.page(reader, slice), {
        positionOf: (row) => ({ micros: row.micros, id: row.row.id }),
        present: (rows) => rows.map((row) => presentBulletin(row.row)),
      });
    },

    async info(caller: Principal, id: string): Promise<BulletinDetail> {
      const row = await open(caller, id);
      return {
        ...presentBulletin(row),
        figures: row.figures,
        docNumber: row.docNumber,
        communitiesWithTasks: row.communitiesWithTasks,
      };
    },

    /** One sheet: the totals, then by community, then by fraud type, each with the week before and the change. */
    async exportXlsx(caller: Principal, id: string) {
      const row = await open(caller, id);
      const { figures } = row;
      const cells = (group: string, line: BulletinLine) => ({
        group,
        area: line.area,
        name: line.name,
        cases: line.cases,
        amountLost: Number(line.amountLost),
        previousCases: line.previousCases,
        previousAmountLost: Number(line.previousAmountLost),
        change: line.cases - line.previousCases,
      });
      return streamedSheet({
        name: '发案通报',
        fileName: `发案通报_${row.bulletinNo}.xlsx`,
        columns: [
          { header: '分类', key: 'group', width: 10 },
          { header: '所属分局', key: 'area', width: 16 },
          { header: '社区 / 诈骗类型', key: 'name', width: 22 },
          { header: '本周发案', key: 'cases', width: 10 },
          { header: '本周损失（元）', key: 'amountLost', width: 16 },
          { header: '上周发案', key: 'previousCases', width: 10 },
          { header: '上周损失（元）', key: 'previousAmountLost', width: 16 },
          { header: '环比增减（起）', key: 'change', width: 14 },
        ],
        rows: [
          ...figures.byCommunity.map((line) => cells('按社区', line)),
          ...figures.byFraudType.map((line) => cells('按诈骗类型', line)),
        ],
        total: cells('合计', figures.total),
        note: `发案通报（${row.bulletinNo}）${figures.weekStart}至${figures.weekEnd}${row.docNumber ? `，${row.docNumber}` : ''}`,
      });
    },
  };
}
export type BulletinService = ReturnType<typeof createBulletinService>;
