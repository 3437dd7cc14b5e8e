import { queryOptions } from '@tanstack/react-query';
import { RULE_STATISTICS_ENDPOINTS as R, type AnswerOf, type LedgerState, type RuleUnitKind } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { boardInput } from './board-request';

export const ruleKeys = {
  all: ['rule-statistics'] as const,
  years: () => [...ruleKeys.all, 'years'] as const,
  units: () => [...ruleKeys.all, 'units'] as const,
  items: (year: number) => [...ruleKeys.all, 'items', year] as const,
  board: (year: number, unitKind: RuleUnitKind | undefined, parentId: string) =>
    [...ruleKeys.all, 'board', year, unitKind ?? 'default', parentId] as const,
  detail: (year: number, orgId: string) => [...ruleKeys.all, 'detail', year, orgId] as const,
  rows: (year: number, orgId: string, itemCode: string, month: number | null) =>
    [...ruleKeys.all, 'rows', year, orgId, itemCode, month] as const,
  ledgers: () => [...ruleKeys.all, 'ledger'] as const,
  ledgerList: (year: number, state: LedgerState | 'ALL') => [...ruleKeys.ledgers(), 'list', year, state] as const,
  ledger: (id: string) => [...ruleKeys.ledgers(), 'detail', id] as const,
};

export const yearsQuery = () =>
  queryOptions({ queryKey: ruleKeys.years(), queryFn: () => call(R.years), staleTime: 10 * 60_000 });

export const unitsQuery = () =>
  queryOptions({ queryKey: ruleKeys.units(), queryFn: () => call(R.units), staleTime: 10 * 60_000 });

export const itemsQuery = (year: number) =>
  queryOptions({ queryKey: ruleKeys.items(year), queryFn: () => call(R.items, { query: { year } }) });

/** The ranked board; `parentId` empty means the caller's own organisation. */
export const boardQuery = (year: number, unitKind: RuleUnitKind | undefined, parentId: string) =>
  queryOptions({
    queryKey: ruleKeys.board(year, unitKind, parentId),
    queryFn: () => call(R.board, boardInput(year, unitKind, parentId)),
  });

export const detailQuery = (year: number, orgId: string) =>
  queryOptions({
    queryKey: ruleKeys.detail(year, orgId),
    queryFn: () => call(R.detail, { query: { year, orgId } }),
    enabled: Boolean(orgId),
  });

export const fetchRowsPage = (
  year: number,
  orgId: string,
  itemCode: string,
  month: number | null,
  cursor: string | undefined,
): Promise<AnswerOf<typeof R.rows>> =>
  call(R.rows, { query: { year, orgId, itemCode, month: month ?? undefined, cursor } });

export const fetchLedgerPage = (
  year: number,
  state: LedgerState | 'ALL',
  cursor: string | undefined,
): Promise<AnswerOf<typeof R.ledgerList>> =>
  call(R.ledgerList, { query: { year, state: state === 'ALL' ? undefined : state, cursor } });

export const ledgerQuery = (id: string) =>
  queryOptions({
    queryKey: ruleKeys.ledger(id),
    queryFn: () => call(R.ledgerDetail, { query: { id } }),
    enabled: Boolean(id),
  });

/** The board's workbook (with the session token, saved from a blob). */
export const downloadBoardWorkbook = (year: number, unitKind: RuleUnitKind, parentId: string, name: string) =>
  downloadFile(
    R.boardExport,
    { query: { year, unitKind, parentId: parentId || undefined } },
    `考核统计_${year}_${name}.xlsx`,
  );
