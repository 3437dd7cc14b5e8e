import { useEffect, useState } from 'react';
import { List, Radio, SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { OrgNode } from '@afp/contract';
import { queryState } from '../../../components/query-state';
import { fetchOrgNodes, orgChildrenQuery, orgSearchQuery, type OrgFetcher } from '../api/transfer.queries';
import {
  canDrill,
  drillInto,
  goToCrumb,
  INITIAL_TRAIL,
  isSelectableOrg,
  parentIdOf,
  ROOT_CRUMB,
  type ChosenOrg,
} from '../transfer.rules';
import styles from './org-picker.module.css';
import { StateBlock } from '../../../components/state-block';

const KIND_NAMES: Record<string, string> = {
  centre: '反诈中心',
  district: '分局',
  station: '派出所',
  street: '街道',
  community: '社区',
  partner: '协作单位',
};

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Organisation tree: a breadcrumb from the top down, the children of the last step (tap to
 * open one with children, radio to choose a unit) and a search across the whole tree.
 */
export function OrgPicker({
  selectedId,
  onChoose,
  fetcher = fetchOrgNodes,
}: {
  selectedId?: string;
  onChoose: (org: ChosenOrg) => void;
  fetcher?: OrgFetcher;
}) {
  const [trail, setTrail] = useState(INITIAL_TRAIL);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const isSearching = keyword.length > 0;

  const children = useQuery({ ...orgChildrenQuery(parentIdOf(trail), fetcher), enabled: !isSearching });
  const search = useQuery(orgSearchQuery(keyword, fetcher));
  const active = queryState(isSearching ? search : children);

  const handleOpen = (node: OrgNode) => {
    if (canDrill(node)) {
      // A search hit has no known path: its breadcrumb starts again from the top.
      setTrail(drillInto(isSearching ? INITIAL_TRAIL : trail, node));
      setTyped('');
    } else if (isSelectableOrg(node)) onChoose({ id: node.id, name: node.name });
  };

  const renderNode = (node: OrgNode) => {
    const isSelectable = isSelectableOrg(node);
    const isOpenable = canDrill(node);
    return (
      <List.Item
        key={node.id}
        data-testid={`org-node-${node.id}`}
        data-has-children={isOpenable}
        prefix={
          isSelectable ? (
            <span onClick={(event) => event.stopPropagation()}>
              <Radio
                data-testid={`org-choose-${node.id}`}
                checked={node.id === selectedId}
                onChange={() => onChoose({ id: node.id, name: node.name })}
              />
            </span>
          ) : undefined
        }
        description={KIND_NAMES[node.kind] ?? node.kind}
        arrowIcon={isOpenable}
        clickable={isOpenable || isSelectable}
        onClick={() => handleOpen(node)}
      >
        {node.name}
      </List.Item>
    );
  };

  return (
    <div>
      <div className={styles.search}>
        <SearchBar data-testid="org-search" placeholder="搜索单位名称" value={typed} onChange={setTyped} />
      </div>
      {isSearching ? null : (
        <nav data-testid="org-breadcrumb" className={styles.breadcrumb}>
          {trail.map((crumb, index) => {
            const isLast = index === trail.length - 1;
            return (
              <span key={crumb.id ?? ROOT_CRUMB.name}>
                {index > 0 ? ' / ' : null}
                <a
                  data-testid={`org-crumb-${index}`}
                  onClick={() => setTrail(goToCrumb(trail, index))}
                  className={isLast ? styles.currentCrumb : styles.crumb}
                >
                  {crumb.name}
                </a>
              </span>
            );
          })}
        </nav>
      )}
      {active.view ? (
        active.view
      ) : active.data.length === 0 ? (
        <StateBlock illustration="empty" title={isSearching ? '未找到相关单位' : '暂无下级单位'} />
      ) : (
        <List data-testid="org-list">{active.data.map(renderNode)}</List>
      )}
    </div>
  );
}
