import { ORG_LEVEL } from '@afp/contract';
import { badRequest } from '../../http/errors.ts';

/** The caller as the scoping rules see it. */
export interface Viewer {
  loginType: string;
  id: string;
  name: string;
  orgId: string;
  orgPath: string;
  orgLevel: number;
  roleType: number | null;
}

export type ListScope = 'mine' | 'subtree';

/**
 * Plain guards (roleType 1) see their own organisation only, whatever they ask; admins and oa
 * users default to their subtree and may narrow it to their own organisation.
 */
export function listScopeOf(viewer: Viewer, requested?: ListScope): ListScope {
  if (viewer.loginType === 'guard' && (viewer.roleType ?? 1) <= 1) return 'mine';
  return requested ?? 'subtree';
}

/** Whole victim data: the holding organisation's guards (they phone the victim) and the centre. */
export const isEntitledToWhole = (viewer: Viewer, holdingOrgId: string): boolean =>
  (viewer.loginType === 'guard' && viewer.orgId === holdingOrgId) || viewer.orgLevel === ORG_LEVEL.centre;

/** Only the holding organisation's guards act on an assignment (sign, feedback, transfer). */
export const isHolder = (viewer: Viewer, holdingOrgId: string): boolean =>
  viewer.loginType === 'guard' && viewer.orgId === holdingOrgId;

/** Transfers: the holding organisation asks; the centre may also assign directly (DESIGN §4.2). */
export const mayTransfer = (viewer: Viewer, holdingOrgId: string): boolean =>
  isHolder(viewer, holdingOrgId) || viewer.orgLevel === ORG_LEVEL.centre;

/** Reviewing a feedback (驳回): admins and oa staff of an organisation above the holder. */
export const mayReview = (viewer: Viewer, holding: { orgId: string; orgPath: string }): boolean =>
  holding.orgId !== viewer.orgId &&
  holding.orgPath.startsWith(viewer.orgPath) &&
  (viewer.loginType === 'oa' || (viewer.roleType ?? 0) >= 2);

/** The return visit 预警回访 is the centre's (DESIGN §4.1). */
export const mayReturnVisit = (viewer: Viewer): boolean => viewer.orgLevel === ORG_LEVEL.centre;

/** A LIKE pattern matching everything that starts with `prefix` (wildcards in it escaped). */
export const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Counts stop here; beyond it the total is a lower bound (`totalIsCapped`). */
export const TOTAL_CAP = 10_000;

/**
 * Keyset position: push time in microseconds since the epoch (exact, as text) and the id, plus the
 * capped total counted for the first page, so later pages need no count query.
 */
export interface PageCursor {
  pushedMicros: string;
  id: string;
  counted: number;
}

export const encodeCursor = (cursor: PageCursor): string =>
  Buffer.from(JSON.stringify([cursor.pushedMicros, cursor.id, cursor.counted])).toString('base64url');

export function decodeCursor(cursor: string): PageCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [pushedMicros, id, counted] = parsed as unknown[];
      if (
        typeof pushedMicros === 'string' &&
        /^-?\d{1,20}$/.test(pushedMicros) &&
        typeof id === 'string' &&
        Number.isInteger(counted) &&
        (counted as number) >= 0
      ) {
        return { pushedMicros, id, counted: Math.min(counted as number, TOTAL_CAP + 1) };
      }
    }
  } catch {
    // fall through: any undecodable cursor is the caller's error
  }
  throw badRequest('参数 cursor 错误:游标无效');
}
