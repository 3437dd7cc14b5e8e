import { useMemo, useState } from 'react';
import { CheckList, SearchBar, SideBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { fraudTypesQuery } from '../api/early-warning.queries';
import { useChooserDraft } from '../hooks/use-chooser-draft';
import styles from './fraud-type-choose.page.module.css';
import { StateBlock } from '../../../components/state-block';

/** 选择诈骗类型: parent types on the left, their children on the right; search across both. */
export default function FraudTypeChoosePage() {
  const { current, choose } = useChooserDraft();
  const typesState = queryState(useQuery(fraudTypesQuery()));
  const types = useMemo(() => typesState.data ?? [], [typesState.data]);
  const [keyword, setKeyword] = useState('');
  const [activeParent, setActiveParent] = useState<string | undefined>();

  const matches = useMemo(() => {
    const word = keyword.trim();
    if (!word) return [];
    return types.flatMap((parent) =>
      parent.children
        .filter((child) => child.name.includes(word) || parent.name.includes(word))
        .map((child) => ({ parent, child })),
    );
  }, [keyword, types]);

  const parentCode =
    activeParent ??
    types.find((parent) => parent.children.some((child) => child.code === current.fraudTypeCode))?.code ??
    types[0]?.code;
  const parent = types.find((candidate) => candidate.code === parentCode);
  const pick = (code: string, name: string) => choose({ fraudTypeCode: code, fraudTypeName: name });

  return (
    <PageShell bodyClassName={styles.body}>
      <div className={styles.search}>
        <SearchBar placeholder="搜索诈骗类型" value={keyword} onChange={setKeyword} data-testid="fraud-type-search" />
      </div>
      {typesState.view ? (
        typesState.view
      ) : keyword.trim() ? (
        matches.length === 0 ? (
          <StateBlock illustration="empty" title="没有匹配的诈骗类型" />
        ) : (
          <CheckList value={current.fraudTypeCode ? [current.fraudTypeCode] : []} data-testid="fraud-type-results">
            {matches.map(({ parent: group, child }) => (
              <CheckList.Item
                key={child.code}
                value={child.code}
                onClick={() => pick(child.code, `${group.name} / ${child.name}`)}
              >
                {child.name}
                <span className={styles.group}>{group.name}</span>
              </CheckList.Item>
            ))}
          </CheckList>
        )
      ) : (
        <div className={styles.columns}>
          <SideBar activeKey={parentCode ?? null} onChange={setActiveParent} className={styles.parents}>
            {types.map((type) => (
              <SideBar.Item key={type.code} title={type.name} />
            ))}
          </SideBar>
          <div className={styles.children}>
            {parent ? (
              <CheckList value={current.fraudTypeCode ? [current.fraudTypeCode] : []} data-testid="fraud-type-children">
                {parent.children.map((child) => (
                  <CheckList.Item
                    key={child.code}
                    value={child.code}
                    data-testid={`fraud-type-${child.code}`}
                    onClick={() => pick(child.code, `${parent.name} / ${child.name}`)}
                  >
                    {child.name}
                  </CheckList.Item>
                ))}
              </CheckList>
            ) : null}
          </div>
        </div>
      )}
    </PageShell>
  );
}
