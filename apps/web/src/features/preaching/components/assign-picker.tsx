import { useState, type ReactNode } from 'react';
import { List, SearchBar } from 'antd-mobile';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { ShortList } from '../../../components/short-list';
import { goBack } from '../../../components/go-back';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useSearchParams } from '../../../lib/router';
import { preachDetailQuery } from '../api/preaching.queries';

/** 选择单位 / 选择卫士 as a page: the session of `?id=` loaded, then its picker at the version seen. */
export function AssignPage({ picker }: { picker: (id: string, version: number) => ReactNode }) {
  const id = useSearchParams()[0].get('id') ?? '';
  const state = queryState(useQuery(preachDetailQuery(id)), { isMissing: !id, missingTitle: '缺少预约编号' });
  return <PageShell>{state.view ?? picker(id, state.data.version)}</PageShell>;
}

interface Candidate {
  id: string;
  name: string;
}

/**
 * 选择单位 / 选择卫士: search, pick one, confirm, assign at the version the detail showed, then
 * back to the detail. Candidates the server marks unavailable cannot be picked.
 */
export function AssignPicker<C extends Candidate>({
  queryKey,
  fetch,
  describe,
  isUnavailable = () => false,
  confirmText,
  assign,
  testId,
}: {
  queryKey: (keyword: string) => QueryKey;
  fetch: (keyword: string) => Promise<C[]>;
  describe: (candidate: C) => ReactNode;
  isUnavailable?: (candidate: C) => boolean;
  confirmText: (candidate: C) => string;
  assign: (candidate: C) => Promise<unknown>;
  testId: string;
}) {
  const [keyword, setKeyword] = useState('');
  const candidates = useQuery({ queryKey: queryKey(keyword), queryFn: () => fetch(keyword) });
  const state = queryState(candidates);
  const pick = async (candidate: C) => {
    if (!(await showConfirm(confirmText(candidate)))) return;
    try {
      await assign(candidate);
      showToast('分配成功');
      goBack();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <>
      <SearchBar placeholder="输入名称搜索" onSearch={setKeyword} onClear={() => setKeyword('')} />
      {state.view ?? (
        <ShortList rows={state.data} empty="暂无可选项" testId={testId}>
          {(candidate) => (
            <List.Item
              key={candidate.id}
              data-testid={`${testId}-${candidate.id}`}
              description={describe(candidate)}
              disabled={isUnavailable(candidate)}
              onClick={() => void pick(candidate)}
              arrow
            >
              {candidate.name}
            </List.Item>
          )}
        </ShortList>
      )}
    </>
  );
}
