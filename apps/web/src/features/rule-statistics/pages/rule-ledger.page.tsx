import { useState } from 'react';
import { Button, CapsuleTabs, List, Tag } from 'antd-mobile';
import { useSearchParams } from '../../../lib/router';
import { LEDGER_STATES, type LedgerRecord, type LedgerState } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { openPage, withId } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { fetchLedgerPage, ruleKeys } from '../api/rule-statistics.queries';
import { LedgerCreateForm } from '../components/ledger-form';
import { LedgerDetailView } from '../components/ledger-detail';
import styles from '../components/rule.module.css';
import { YearBar } from '../components/year-bar';

type Filter = LedgerState | 'ALL';
const TAG_COLORS: Record<LedgerState, 'warning' | 'success' | 'danger'> = {
  SUBMITTED: 'warning',
  VERIFIED: 'success',
  REFUSED: 'danger',
};

function LedgerList() {
  const annual = useSession((s) => s.annual);
  const [filter, setFilter] = useState<Filter>('ALL');
  return (
    <>
      <YearBar
        right={
          <Button
            size="small"
            color="primary"
            data-testid="ledger-new"
            onClick={() => openPage(`${PATHS.ruleStaLedger}?new=1`)}
          >
            新增台账
          </Button>
        }
      />
      <CapsuleTabs activeKey={filter} onChange={(key) => setFilter(key as Filter)}>
        <CapsuleTabs.Tab key="ALL" title="全部" />
        {(Object.entries(LEDGER_STATES) as [LedgerState, string][]).map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`ledger-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<LedgerRecord>
        queryKey={ruleKeys.ledgerList(annual, filter)}
        fetchPage={(cursor) => fetchLedgerPage(annual, filter, cursor)}
        itemKey={(entry) => entry.id}
        emptyText="暂无台账"
        header={(total) => <div className={styles.summary}>共 {total} 条</div>}
        renderItem={(entry) => (
          <List.Item
            clickable
            data-testid={`ledger-${entry.id}`}
            onClick={() => openPage(withId(PATHS.ruleStaLedger, entry.id))}
            description={`${entry.month}月 · 数量${entry.value} · ${entry.submittedByName} ${formatDateTime(entry.submittedAt)}`}
            extra={<Tag color={TAG_COLORS[entry.state]}>{LEDGER_STATES[entry.state]}</Tag>}
          >
            {entry.orgName} · {entry.itemName}
          </List.Item>
        )}
        testId="ledger-list"
      />
    </>
  );
}

/** 台账: the list by state (?), one entry (`?id=`) with its verification, or a new entry (`?new=1`). */
export default function RuleLedgerPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const isNew = params.get('new') === '1';
  return (
    <PageShell title={id ? '台账详情' : isNew ? '新增台账' : undefined}>
      {id ? <LedgerDetailView id={id} /> : isNew ? <LedgerCreateForm /> : <LedgerList />}
    </PageShell>
  );
}
