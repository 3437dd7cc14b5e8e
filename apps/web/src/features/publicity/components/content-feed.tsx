import { useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import {
  PUBLICITY_CATEGORIES,
  type PublicityCategory,
  type PublicityContent,
  type PublicityContentKind,
} from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { fetchContentPage, publicityKeys } from '../api/publicity.queries';
import { ContentCard } from './content-card';

type CategoryTab = PublicityCategory | 'ALL';
const TABS: [CategoryTab, string][] = [
  ['ALL', '全部'],
  ...(Object.entries(PUBLICITY_CATEGORIES) as [CategoryTab, string][]),
];

/** The library by category tab: an infinite list with pull to refresh; each item opens publicity-detail. */
export function ContentFeed({
  kind = 'ALL',
  canPullToRefresh = true,
}: {
  kind?: PublicityContentKind | 'ALL';
  canPullToRefresh?: boolean;
}) {
  const [category, setCategory] = useState<CategoryTab>('ALL');
  return (
    <>
      <CapsuleTabs activeKey={category} onChange={(key) => setCategory(key as CategoryTab)}>
        {TABS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`publicity-category-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<PublicityContent>
        queryKey={publicityKeys.contentList(category, kind)}
        fetchPage={(cursor) => fetchContentPage(category, kind, cursor)}
        itemKey={(content) => content.id}
        emptyText="暂无宣传内容"
        canPullToRefresh={canPullToRefresh}
        renderItem={(content) => (
          <ContentCard content={content} onOpen={() => openPage(withId(PATHS.publicityDetail, content.id))} />
        )}
        testId="publicity-feed"
      />
    </>
  );
}
