import { useMutation } from '@tanstack/react-query';
import { GULLIBLE_ENDPOINTS as G, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { gullibleKeys } from './gullible.queries';

export type GullibleVisitBody = BodyOf<typeof G.visit>;
export type GullibleRiskBody = BodyOf<typeof G.risk>;

/** Every change refreshes the person, lists and counts of this area. */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: gullibleKeys.all });

/** A change sent once (its idempotency key kept with the form's draft until it is answered). */
const useSentOnce = <B, A>(send: (body: B, idempotencyKey: string) => Promise<A>) =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: B; idempotencyKey: string }) => send(body, idempotencyKey),
    onSuccess: refreshAll,
  });

export const useRecordVisit = () =>
  useSentOnce((body: GullibleVisitBody, idempotencyKey) => call(G.visit, { body, idempotencyKey }));

export const useChangeRisk = () =>
  useSentOnce((body: GullibleRiskBody, idempotencyKey) => call(G.risk, { body, idempotencyKey }));
