import { useState } from 'react';
import { CapsuleTabs, Tabs } from 'antd-mobile';
import { CARD_RECORD_STATES, type CardRecord, type CardRecordScope, type CardRecordState } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { cardFeedbackKeys, fetchCardRecordPage, type CardStateFilter } from '../api/card-feedback.queries';
import { CardRecordCard } from '../components/card-record-card';
import styles from '../components/card-record-card.module.css';
import { initialListView } from '../card-feedback.rules';
import { selectIsOrgAdmin, useSession } from '../../../lib/session/session.store';

const SCOPES: [CardRecordScope, string][] = [
  ['mine', '指派给我'],
  ['org', '本单位'],
];
const FILTERS: [CardStateFilter, string][] = [
  ['ALL', '全部'],
  ...(Object.entries(CARD_RECORD_STATES) as [CardRecordState, string][]),
];

/** 开卡码反馈: the checks assigned to me or my organisation, by state, with the countdown. */
export default function GuardCardFeedbackPage() {
  const isOrgAdmin = useSession(selectIsOrgAdmin);
  const [initial] = useState(() => initialListView(isOrgAdmin));
  const [scope, setScope] = useState<CardRecordScope>(initial.scope);
  const [state, setState] = useState<CardStateFilter>(initial.state);
  return (
    <PageShell>
      <Tabs activeKey={scope} onChange={(key) => setScope(key as CardRecordScope)}>
        {SCOPES.map(([key, title]) => (
          <Tabs.Tab key={key} title={<span data-testid={`card-scope-${key}`}>{title}</span>} />
        ))}
      </Tabs>
      <CapsuleTabs activeKey={state} onChange={(key) => setState(key as CardStateFilter)}>
        {FILTERS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`card-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<CardRecord>
        queryKey={cardFeedbackKeys.list(scope, state)}
        fetchPage={(cursor) => fetchCardRecordPage(scope, state, cursor)}
        itemKey={(record) => record.id}
        emptyText={scope === 'mine' ? '暂无指派给我的开卡记录' : '暂无开卡记录'}
        header={(total) => (
          <div className={styles.total} data-testid="card-total">
            共 {total} 条
          </div>
        )}
        renderItem={(record) => (
          <CardRecordCard record={record} onOpen={() => openPage(withId(PATHS.cardInfoDetail, record.id))} />
        )}
        testId="card-list"
      />
    </PageShell>
  );
}
