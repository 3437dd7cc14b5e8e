import type { LoginType } from './auth.ts';
import { GUARD_ROLE, OA_ADMIN_UTYPE, ORG_LEVEL } from './people.ts';

/**
 * The caller as every organisation-scope rule sees it: the server's session principal and the
 * web's session both fit this shape, so both sides decide with the same predicates.
 */
export interface Caller {
  loginType: LoginType;
  id: string;
  orgId: string;
  /** Materialised path `/centre/district/station/community/` (DESIGN §2). */
  orgPath: string;
  orgLevel: number;
  /** Guards only: 1 卫士 … 4 分局管理员. */
  roleType: number | null;
  /** oa only: 1 administrator. */
  utype: number | null;
}

/** The organisation an assignment, transfer or record belongs to. */
export interface OrgRef {
  orgId: string;
  orgPath: string;
}

/** True when `path` is `scopePath` itself or lies below it: the caller's subtree (DESIGN §2). */
export const isInSubtree = (path: string, scopePath: string): boolean => path.startsWith(scopePath);

/** 市反诈中心: the city centre supervises everything. */
export const isCentre = (caller: Pick<Caller, 'orgLevel'>): boolean => caller.orgLevel === ORG_LEVEL.centre;

/**
 * oa staff of the centre or of a district (分局): the offices that supervise their subtree — oversee
 * its warnings and issue tasks and orders to partners. Stations and below do not.
 */
export const isSupervisingOffice = (caller: Pick<Caller, 'loginType' | 'orgLevel'>): boolean =>
  caller.loginType === 'oa' && caller.orgLevel >= ORG_LEVEL.centre && caller.orgLevel <= ORG_LEVEL.district;

/** A guard of the plain 卫士 role (sees and acts for their own organisation only). */
export const isPlainGuard = (caller: Pick<Caller, 'loginType' | 'roleType'>): boolean =>
  caller.loginType === 'guard' && (caller.roleType ?? GUARD_ROLE.guard) <= GUARD_ROLE.guard;

/** Centre staff (oa) or a guard team admin and above: may act for their organisation as a whole. */
export const isOrgAdmin = (caller: Pick<Caller, 'loginType' | 'roleType'>): boolean =>
  caller.loginType === 'oa' || (caller.loginType === 'guard' && (caller.roleType ?? 0) >= GUARD_ROLE.teamAdmin);

/** oa administrator (utype 1, spec §6). */
export const isOaAdministrator = (caller: Pick<Caller, 'loginType' | 'utype'>): boolean =>
  caller.loginType === 'oa' && caller.utype === OA_ADMIN_UTYPE;

/** The organisation's own guards act on what it holds (sign, feedback, transfer request). */
export const isHolder = (caller: Pick<Caller, 'loginType' | 'orgId'>, holder: Pick<OrgRef, 'orgId'>): boolean =>
  caller.loginType === 'guard' && caller.orgId === holder.orgId;

/** Acts for `org` as a whole (accept a transfer to it, answer for it): its admins and oa staff. */
export const mayActFor = (caller: Caller, org: Pick<OrgRef, 'orgId'>): boolean =>
  caller.orgId === org.orgId && isOrgAdmin(caller);

/** An organisation strictly above `org` in the tree, acting through its admins or oa staff. */
export const isAboveOrg = (caller: Caller, org: OrgRef): boolean =>
  org.orgId !== caller.orgId && isInSubtree(org.orgPath, caller.orgPath) && isOrgAdmin(caller);

/**
 * Whole personal data (unmasked phone, ID number): the guards of the organisation holding the
 * case now, and the centre. Former holders and organisations above see it masked.
 */
export const canSeeWhole = (caller: Caller, holder: Pick<OrgRef, 'orgId'>): boolean =>
  isHolder(caller, holder) || isCentre(caller);

export type ListScope = 'mine' | 'subtree';

/**
 * Plain guards see their own organisation only, whatever they ask; admins and oa users default to
 * their subtree and may narrow it to their own organisation.
 */
export const listScopeOf = (caller: Pick<Caller, 'loginType' | 'roleType'>, requested?: ListScope): ListScope =>
  isPlainGuard(caller) ? 'mine' : (requested ?? 'subtree');

/** Transfers 移交: the holding organisation's guards ask; the centre may also assign directly (DESIGN §4.2). */
export const mayTransfer = (caller: Caller, holder: Pick<OrgRef, 'orgId'>): boolean =>
  isHolder(caller, holder) || isCentre(caller);

/** Accept or return a transfer: the receiving organisation acting as a whole, or the centre. */
export const mayDecideTransfer = (caller: Caller, receiver: Pick<OrgRef, 'orgId'>): boolean =>
  isCentre(caller) || mayActFor(caller, receiver);

/**
 * Approve or refuse a cross-district transfer 移交审核: oa staff of the receiving district, or of the
 * centre; never the account that asked for it.
 */
export const mayApproveTransfer = (
  caller: Pick<Caller, 'loginType' | 'id' | 'orgId' | 'orgLevel'>,
  transfer: { approvalOrgId: string; requestedBy: string },
): boolean =>
  caller.loginType === 'oa' &&
  caller.id !== transfer.requestedBy &&
  (isCentre(caller) || caller.orgId === transfer.approvalOrgId);

/** Withdraw a transfer: the sending organisation, or the centre. */
export const mayWithdrawTransfer = (
  caller: Pick<Caller, 'orgId' | 'orgLevel'>,
  sender: Pick<OrgRef, 'orgId'>,
): boolean => isCentre(caller) || caller.orgId === sender.orgId;
