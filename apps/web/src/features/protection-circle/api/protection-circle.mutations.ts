import { useMutation } from '@tanstack/react-query';
import { PROTECTION_CIRCLE_ENDPOINTS as C, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { protectionCircleKeys } from './protection-circle.queries';

export type CircleInviteBody = BodyOf<typeof C.invite>;
export type DissuasionBody = BodyOf<typeof C.dissuade>;
type MoveBody = BodyOf<typeof C.accept>;

/** Every change refreshes the circles, members and 劝阻 (a person's page asks again when it opens). */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: protectionCircleKeys.all });

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

/** The invited member's answer by their link; the answer is the link's new view. */
export const useAnswerInvitation = (token: string) =>
  useMutation({
    mutationFn: (accept: boolean) => call(accept ? C.invitationAccept : C.invitationDecline, { body: { token } }),
    onSuccess: (view) => queryClient.setQueryData(protectionCircleKeys.invitation(token), view),
  });
