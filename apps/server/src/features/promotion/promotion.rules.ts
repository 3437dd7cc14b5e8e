import {
  ADMIN_TRANSFER_STATES,
  GUARD_ROLE,
  type AdminTransferAction,
  type AdminTransferState,
  type RankBy,
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

/** The unit of a leaderboard figure: capped points by count, a share in percent by rate (docs/glossary.md). */
export const rankUnitOf = (query: { mode: RankMode }): string => (query.mode === 'count' ? '分' : '%');

/**
 * The area a board ranks within. By guard: the caller's organisation — its guards. By unit: the
 * organisation above the caller's, so the caller's unit is ranked among its peers (a community
 * among its street's communities, a street among its district's streets); the centre, with
 * nothing above it, ranks its districts.
 */
export function rankAreaOf(by: RankBy, caller: { orgId: string; orgPath: string }): { orgId: string; orgPath: string } {
  const ids = caller.orgPath.split('/').filter(Boolean);
  if (by === 'guard' || ids.length < 2) return { orgId: caller.orgId, orgPath: caller.orgPath };
  const parent = ids.slice(0, -1);
  return { orgId: parent.at(-1)!, orgPath: `/${parent.join('/')}/` };
}
