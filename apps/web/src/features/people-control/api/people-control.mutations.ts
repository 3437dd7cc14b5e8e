import { useMutation } from '@tanstack/react-query';
import { PEOPLE_CONTROL_ENDPOINTS as P, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { outboxForm } from '../../../lib/outbox/outbox';
import { queryClient } from '../../../lib/query-client';
import { peopleControlKeys } from './people-control.queries';

export type ControlVisitBody = BodyOf<typeof P.visit>;
type ReviewBody = BodyOf<typeof P.approve>;
type LevelBody = BodyOf<typeof P.level>;
type PersonActionBody = BodyOf<typeof P.lost>;

/** Every change of a person or task refreshes the lists, the person and their visits. */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: peopleControlKeys.all });

export const useSubmitControlVisit = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ControlVisitBody; idempotencyKey: string }) =>
      call(P.visit, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

/** The visit form's draft name: the first release's word, so drafts already saved on phones are still found. */
export const CONTROL_VISIT_FORM = 'control-feedback';

/** The visit as 待发送 sends it without its page: the same call and refresh. */
export const PEOPLE_CONTROL_OUTBOX = [
  outboxForm(CONTROL_VISIT_FORM, '管控走访', async (body: ControlVisitBody, idempotencyKey) => {
    const visit = await call(P.visit, { body, idempotencyKey });
    await refreshAll();
    return visit;
  }),
];

export const useReviewVisit = () =>
  useMutation({
    mutationFn: ({ decision, body }: { decision: 'approve' | 'return'; body: ReviewBody }) =>
      call(P[decision], { body }),
    onSuccess: refreshAll,
  });

export const useChangeLevel = () =>
  useMutation({ mutationFn: (body: LevelBody) => call(P.level, { body }), onSuccess: refreshAll });

export type PersonMove = 'lost' | 'restore' | 'release';
export const useMovePerson = () =>
  useMutation({
    mutationFn: ({ move, body }: { move: PersonMove; body: PersonActionBody }) => call(P[move], { body }),
    onSuccess: refreshAll,
  });
