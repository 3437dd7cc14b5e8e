import { List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { SpreadUserRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { StatStrip } from '../../../components/stat-strip';
import { formatDateTime } from '../../../lib/date-time';
import { fetchSpreadPage, promotionKeys, spreadCountsQuery } from '../api/promotion.queries';
import styles from './promotion.page.module.css';

function SpreadCounts() {
  const { data } = useQuery(spreadCountsQuery());
  const items = [
    { label: '累计登记', value: data?.total },
    { label: '有效推广', value: data?.counted },
    { label: '今日', value: data?.today },
    { label: '本月', value: data?.thisMonth },
  ];
  return <StatStrip testId="spread-counts" items={items.map((item) => ({ ...item, value: item.value ?? '-' }))} />;
}

const SpreadRow = ({ user }: { user: SpreadUserRecord }) => (
  <List.Item
    data-testid="spread-user-item"
    data-counted={String(user.counted)}
    description={`${user.orgName} · ${formatDateTime(user.createdAt)}`}
    extra={
      user.counted ? (
        <Tag color="success" fill="outline">
          有效
        </Tag>
      ) : (
        <Tag color="default" fill="outline">
          已登记过
        </Tag>
      )
    }
  >
    <span className={user.counted ? undefined : styles.duplicate}>
      {user.name} {user.phone}
    </span>
  </List.Item>
);

/** 推广用户: residents registered through my promotion code (masked), newest first. */
export default function SpreadUserPage() {
  return (
    <PageShell bodyClassName={styles.body}>
      <SpreadCounts />
      <div className={styles.note}>同一手机号全市只计一次；已登记过的号码不计入有效推广。</div>
      <InfiniteList<SpreadUserRecord>
        queryKey={promotionKeys.spreadUsers()}
        fetchPage={fetchSpreadPage}
        itemKey={(user) => user.id}
        renderItem={(user) => <SpreadRow user={user} />}
        header={(total, isCapped) => (
          <div className={styles.period} data-testid="spread-total">
            共 {total}
            {isCapped ? '+' : ''} 人
          </div>
        )}
        emptyText="暂无推广用户"
        emptyDescription="请居民扫描您的推广二维码登记"
        testId="spread-user-list"
      />
    </PageShell>
  );
}
