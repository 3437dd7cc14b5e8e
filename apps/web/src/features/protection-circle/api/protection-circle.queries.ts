import { queryOptions } from '@tanstack/react-query';
import { PROTECTION_CIRCLE_ENDPOINTS as C, type CircleMemberState } from '@afp/contract';
import { call } from '../../../lib/api-client';

export const protectionCircleKeys = {
  all: ['protection-circle'] as const,
  circles: (keyword: string) => [...protectionCircleKeys.all, 'circles', keyword] as const,
  circle: (ownerId: string) => [...protectionCircleKeys.all, 'circle', ownerId] as const,
  members: (ownerId: string, status: CircleMemberState | 'ALL') =>
    [...protectionCircleKeys.all, 'members', ownerId, status] as const,
  dissuasions: (assignmentId: string) => [...protectionCircleKeys.all, 'dissuasions', assignmentId] as const,
  contacts: (assignmentId: string) => [...protectionCircleKeys.all, 'contacts', assignmentId] as const,
  invitation: (token: string) => [...protectionCircleKeys.all, 'invitation', token] as const,
};

export const fetchCirclePage = (keyword: string, cursor: string | undefined) =>
  call(C.circlePage, { query: { keyword: keyword || undefined, cursor } });

export const fetchMemberPage = (ownerId: string, status: CircleMemberState | 'ALL', cursor: string | undefined) =>
  call(C.memberPage, { query: { ownerId, status: status === 'ALL' ? undefined : status, cursor } });

export const circleQuery = (ownerId: string) =>
  queryOptions({
    queryKey: protectionCircleKeys.circle(ownerId),
    queryFn: () => call(C.circleInfo, { query: { id: ownerId } }),
    enabled: Boolean(ownerId),
  });

export const dissuasionsQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: protectionCircleKeys.dissuasions(assignmentId),
    queryFn: () => call(C.dissuasions, { query: { assignmentId } }),
    enabled: Boolean(assignmentId),
  });

export const circleContactsQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: protectionCircleKeys.contacts(assignmentId),
    queryFn: () => call(C.members, { query: { assignmentId } }),
    enabled: Boolean(assignmentId),
  });

/** The invited member's view of their link (no login; a link shorter than a token is not asked for). */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: protectionCircleKeys.invitation(token),
    queryFn: () => call(C.invitationInfo, { query: { token } }),
    enabled: token.length >= 16,
  });
