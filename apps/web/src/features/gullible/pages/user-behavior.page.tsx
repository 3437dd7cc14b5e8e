import { useState } from 'react';
import { CapsuleTabs, Steps } from 'antd-mobile';
import { useSearchParams } from '../../../lib/router';
import { BEHAVIOR_KINDS, BEHAVIOR_SOURCES, type BehaviorEvent, type BehaviorKind } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { StateBlock } from '../../../components/state-block';
import { WayBack } from '../../../components/way-back';
import { formatDateTime } from '../../../lib/date-time';
import { fetchBehaviorPage, gullibleKeys } from '../api/gullible.queries';
import styles from '../../../components/page-sections.module.css';

const KINDS = Object.entries(BEHAVIOR_KINDS) as [BehaviorKind, string][];

/** 用户行为: the person's behaviour timeline (risky app, suspect call, risky website, warning, large transfer). */
export default function UserBehaviorPage() {
  const [searchParams] = useSearchParams();
  const personId = searchParams.get('id') ?? '';
  const [kind, setKind] = useState<BehaviorKind | 'ALL'>('ALL');
  if (!personId)
    return (
      <PageShell>
        <StateBlock illustration="empty" title="缺少人员编号" testId="behavior-missing">
          <WayBack />
        </StateBlock>
      </PageShell>
    );
  return (
    <PageShell bodyClassName={styles.body}>
      <CapsuleTabs activeKey={kind} onChange={(key) => setKind(key as BehaviorKind | 'ALL')}>
        <CapsuleTabs.Tab key="ALL" title="全部" />
        {KINDS.map(([key, label]) => (
          <CapsuleTabs.Tab key={key} title={label} />
        ))}
      </CapsuleTabs>
      <InfiniteList<BehaviorEvent>
        queryKey={gullibleKeys.behavior(personId, kind)}
        fetchPage={(cursor) => fetchBehaviorPage(personId, kind, cursor)}
        itemKey={(event) => event.id}
        emptyText="暂无行为记录"
        header={(total, isCapped) => (
          <div className={styles.total}>
            共 {total}
            {isCapped ? '+' : ''} 条
          </div>
        )}
        renderItem={(event) => (
          <div className={styles.card} data-testid="behavior-event" data-kind={event.kind}>
            <Steps direction="vertical" current={0}>
              <Steps.Step
                title={BEHAVIOR_KINDS[event.kind]}
                description={
                  <>
                    <div>{event.detail}</div>
                    <div className={styles.muted}>
                      {BEHAVIOR_SOURCES[event.source]} · {formatDateTime(event.occurredAt)}
                    </div>
                  </>
                }
              />
            </Steps>
          </div>
        )}
        testId="behavior-list"
      />
    </PageShell>
  );
}
