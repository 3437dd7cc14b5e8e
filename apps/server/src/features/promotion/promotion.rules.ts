import {
  ADMIN_TRANSFER_STATES,
  GUARD_ROLE,
  type AdminTransferAction,
  type AdminTransferState,
  type RankBy,
  type RankMetric,
  type RankMode,
} from '@afp/contract';

/**
 * The transfer-administrator transition table: action → states it may start from → state it
 * leads to. Anything else answers 409; ACCEPTED, DECLINED and CANCELLED never move again.
 */
export const ADMIN_TRANSFER_TRANSITIONS: Record<
  AdminTransferAction,
  { from: readonly AdminTransferState[]; to: AdminTransferState; by: 'offerer' | 'receiver'; label: string }
> = {
  accept: { from: ['PENDING'], to: 'ACCEPTED', by: 'receiver', label: '接受' },
  decline: { from: ['PENDING'], to: 'DECLINED', by: 'receiver', label: '拒绝' },
  cancel: { from: ['PENDING'], to: 'CANCELLED', by: 'offerer', label: '撤销' },
};

export const canMoveAdminTransfer = (action: AdminTransferAction, state: AdminTransferState): boolean =>
  ADMIN_TRANSFER_TRANSITIONS[action].from.includes(state);

export const adminTransferStateLabel = (state: AdminTransferState): string => ADMIN_TRANSFER_STATES[state];

/** Who may offer the role: a guard team admin (exactly the team's role, not the station's or district's). */
export const mayOfferAdminRole = (caller: { loginType: string; roleType: number | null }): boolean =>
  caller.loginType === 'guard' && caller.roleType === GUARD_ROLE.teamAdmin;

/** On acceptance the roles swap: the receiver becomes team admin, the offerer a plain guard. */
export const rolesAfterAccept = { offerer: GUARD_ROLE.guard, receiver: GUARD_ROLE.teamAdmin } as const;

/** The members an admin may offer the role to: active plain guards of the same team, not the admin. */
export const isEligibleReceiver = (
  admin: { id: string; orgId: string },
  member: { id: string; orgId: string; disabled: boolean; roleType: number },
): boolean =>
  member.id !== admin.id && member.orgId === admin.orgId && !member.disabled && member.roleType === GUARD_ROLE.guard;

/**
 * The unit of a leaderboard figure: capped points by count; by rate, a guard's points per 1,000
 * residents of the guard's area, an organisation's points per guard — and for 一案一宣 the share
 * of the period's due cases that were verified.
 */
export function rankUnitOf(query: { by: RankBy; mode: RankMode; metric: RankMetric }): string {
  if (query.mode === 'count') return '分';
  if (query.metric === 'casePublicity') return '%';
  return query.by === 'org' ? '分/人' : '‰';
}
