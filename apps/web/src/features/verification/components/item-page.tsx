import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { VerificationDetail } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { itemQuery } from '../api/verification.queries';
import { useStagePage } from '../hooks';

/** A page of the item named by `?id=` (detail, 通过, 退回): its loading, missing and failure states, then `Body`. */
export function ItemPage({ Body }: { Body: ComponentType<{ item: VerificationDetail }> }) {
  const { id } = useStagePage();
  const state = queryState(useQuery(itemQuery(id)), { isMissing: !id, missingTitle: '缺少事项编号' });
  return <PageShell>{state.view ?? <Body item={state.data} />}</PageShell>;
}
