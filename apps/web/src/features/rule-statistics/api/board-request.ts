import { RULE_STATISTICS_ENDPOINTS as R, type RuleUnitKind } from '@afp/contract';
import { sendAhead } from '../../../lib/api-client';
import { getSession } from '../../../lib/session/session.store';

/** What the board's address names: the unit kind picked (none: the server's default) and the drilled district ('' the caller's own). */
export const boardAddressOf = (params: URLSearchParams) => ({
  unitKind: (params.get('unitKind') as RuleUnitKind | null) ?? undefined,
  parentId: params.get('parentId') ?? '',
});

/** The board's request: one year, one unit kind, one parent organisation. */
export const boardInput = (year: number, unitKind: RuleUnitKind | undefined, parentId: string) => ({
  query: { year, unitKind, parentId: parentId || undefined },
});

/** The board as its page first asks for it (the stored year, the address's kind and district), sent ahead of the page. */
export function sendBoardAhead(params: URLSearchParams): void {
  const { unitKind, parentId } = boardAddressOf(params);
  void sendAhead(R.board, boardInput(getSession().annual, unitKind, parentId));
}
