import { useMutation } from '@tanstack/react-query';
import { RULE_STATISTICS_ENDPOINTS as R, type LedgerCreateBody, type LedgerResubmitBody } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { ruleKeys } from './rule-statistics.queries';

/** A ledger move refreshes the ledgers and every figure (a reviewed entry counts). */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: ruleKeys.all });

export const useCreateLedger = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: LedgerCreateBody; idempotencyKey: string }) =>
      call(R.ledgerCreate, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useResubmitLedger = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: LedgerResubmitBody; idempotencyKey: string }) =>
      call(R.ledgerResubmit, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });
