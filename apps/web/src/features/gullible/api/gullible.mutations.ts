import { useMutation } from '@tanstack/react-query';
import { GULLIBLE_ENDPOINTS as G, PROTECTION_CIRCLE_ENDPOINTS as C, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { gullibleKeys } from './gullible.queries';

export type GullibleVisitBody = BodyOf<typeof G.visit>;
export type CircleInviteBody = BodyOf<typeof C.invite>;
export type DissuasionBody = BodyOf<typeof C.dissuade>;
type MoveBody = BodyOf<typeof C.accept>;

/** Every change refreshes the person, lists, circles and counts of this area. */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: gullibleKeys.all });

export const useRecordVisit = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: GullibleVisitBody; idempotencyKey: string }) =>
      call(G.visit, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useChangeRisk = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof G.risk>) => call(G.risk, { body }), onSuccess: refreshAll });

export const useInviteMember = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CircleInviteBody; idempotencyKey: string }) =>
      call(C.invite, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export type MemberMove = 'accept' | 'decline' | 'reinvite';
export const useMoveMember = () =>
  useMutation({
    mutationFn: ({ move, body }: { move: MemberMove; body: MoveBody }) => call(C[move], { body }),
    onSuccess: refreshAll,
  });

export const useRemoveMember = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof C.remove>) => call(C.remove, { body }), onSuccess: refreshAll });

export const useMemberNotify = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof C.notify>) => call(C.notify, { body }), onSuccess: refreshAll });

export const useRecordDissuasion = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DissuasionBody; idempotencyKey: string }) =>
      call(C.dissuade, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });
