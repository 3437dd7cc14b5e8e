import { useState } from 'react';
import { CapsuleTabs, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { VERIFIABLE_KINDS, VERIFICATION_STAGES, type VerifiableKind, type VerificationItem } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { openPage, withId } from '../../../lib/navigation';
import { countsQuery, fetchQueuePage, verificationKeys, type QueueFilter } from '../api/verification.queries';
import { ItemCard } from '../components/item-card';
import styles from '../components/verification.module.css';
import { useStageGroups, useStagePage } from '../hooks';
import { STAGE_PAGES } from '../verification.paths';

const ALL = 'ALL';
const KIND_OPTIONS = [
  { label: '全部', value: ALL },
  ...(Object.entries(VERIFIABLE_KINDS) as [VerifiableKind, string][]).map(([value, label]) => ({ label, value })),
];

/** 核查 / 复核 queue: what waits at the page's stage, by group (the first is the default) and kind. */
export default function VerificationQueuePage() {
  const { stage } = useStagePage();
  const { groups, mayPickAll } = useStageGroups(stage);
  const [pickedGroup, setPickedGroup] = useState<string | undefined>();
  const [kind, setKind] = useState<string>(ALL);
  const counts = useQuery(countsQuery(true)).data;
  const waiting = stage === 'verify' ? counts?.pendingVerify : counts?.pendingReview;

  // The first group is the default; 全部 (administrators at 核查) lists every item they may verify.
  const groupKey = pickedGroup ?? groups[0]?.id ?? ALL;
  const filter: QueueFilter = {
    stage,
    groupId: groupKey === ALL ? undefined : groupKey,
    kind: kind === ALL ? undefined : (kind as VerifiableKind),
  };
  const groupTabs = [
    ...groups.map((g) => ({ key: g.id, title: g.name })),
    ...(mayPickAll ? [{ key: ALL, title: '全部' }] : []),
  ];

  return (
    <PageShell>
      {groupTabs.length > 1 ? (
        <CapsuleTabs activeKey={groupKey} onChange={setPickedGroup}>
          {groupTabs.map((tab) => (
            <CapsuleTabs.Tab
              key={tab.key}
              title={<span data-testid={`verification-group-${tab.key}`}>{tab.title}</span>}
            />
          ))}
        </CapsuleTabs>
      ) : null}
      <div className={styles.filters}>
        <Selector
          columns={4}
          options={KIND_OPTIONS}
          value={[kind]}
          onChange={(values) => setKind(values[0] ?? ALL)}
          data-testid="verification-kind-filter"
        />
      </div>
      <InfiniteList<VerificationItem>
        queryKey={verificationKeys.queue(filter)}
        fetchPage={(cursor) => fetchQueuePage(filter, cursor)}
        itemKey={(item) => item.id}
        emptyText={`暂无待${VERIFICATION_STAGES[stage]}事项`}
        header={(total, isCapped) => (
          <div className={styles.total} data-testid="verification-total">
            共 {total}
            {isCapped ? '+' : ''} 件{waiting !== undefined ? `，全部待${VERIFICATION_STAGES[stage]} ${waiting} 件` : ''}
          </div>
        )}
        renderItem={(item) => (
          <ItemCard item={item} onOpen={() => openPage(withId(STAGE_PAGES[stage].detail, item.id))} />
        )}
        testId="verification-list"
      />
    </PageShell>
  );
}
