import { PUBLICITY_ENDPOINTS, type Page, type ParsedQueryOf, type PublicityContent } from '@afp/contract';
import { decodeCursor, pageFrom } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import type { FraudTypeDictionary } from '../early-warning/index.ts';
import { contentNotFound } from './publicity.errors.ts';
import { presentContent, presentContentDetail, presentTypicalCase } from './publicity.presenter.ts';
import type { PublicityRepository } from './publicity.repository.ts';

type E = typeof PUBLICITY_ENDPOINTS;

/** Typical cases are local: the caller's district (the centre sees the city). */
export const areaPathOf = (orgPath: string): string => {
  const ids = orgPath.split('/').filter(Boolean).slice(0, 2);
  return `/${ids.join('/')}/`;
};

/** The 全民反诈 feed: the content library and typical local cases. */
export function createPublicityContentService({
  repository,
  fraudTypes,
}: {
  repository: PublicityRepository;
  fraudTypes: FraudTypeDictionary;
}) {
  return {
    async page(caller: Principal, query: ParsedQueryOf<E['contentPage']>): Promise<Page<PublicityContent>> {
      const cursor = decodeCursor(query.cursor);
      const { rows, counted } = await repository.contentPage({
        callerPath: caller.orgPath,
        category: query.category,
        kind: query.kind,
        fraudTypeCode: query.fraudTypeCode,
        after: cursor,
        limit: query.pageSize + 1,
        count: !cursor,
      });
      const names = await fraudTypes.entries();
      return pageFrom(rows, {
        pageSize: query.pageSize,
        counted: cursor?.counted ?? counted,
        positionOf: (row) => ({ micros: row.micros, id: row.row.id }),
        present: (pageRows) => pageRows.map((row) => presentContent(row, names)),
      });
    },

    async info(caller: Principal, id: string) {
      const view = await repository.content(id, caller.orgPath);
      if (!view) throw contentNotFound();
      return presentContentDetail(view, await fraudTypes.entries());
    },

    async typicalCases(caller: Principal, limit: number) {
      const [rows, names] = await Promise.all([
        repository.typicalCases(areaPathOf(caller.orgPath), limit),
        fraudTypes.entries(),
      ]);
      return rows.map((row) => presentTypicalCase(row, names));
    },
  };
}
export type PublicityContentService = ReturnType<typeof createPublicityContentService>;
