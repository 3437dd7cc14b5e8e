import { useState } from 'react';
import { Button, Card, CapsuleTabs, List } from 'antd-mobile';
import { SegmentedTabs } from '../../../components/segmented-tabs';
import { useQuery } from '@tanstack/react-query';
import { CASE_PUBLICITY_FILTERS, type CasePublicity, type CasePublicityFilter } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { toastError } from '../../../lib/feedback';
import { navigateTo, openPage, withId } from '../../../lib/navigation';
import { caseCountsQuery, caseSourcesQuery, fetchCasePage, publicityKeys } from '../api/publicity.queries';
import { useCreateCase } from '../api/publicity.mutations';
import { CaseCard } from '../components/case-card';
import { FigureRow } from '../components/figure-row';
import styles from './publicity.page.module.css';

const FILTERS = Object.entries(CASE_PUBLICITY_FILTERS) as [CasePublicityFilter, string][];

type CaseView = 'tasks' | 'sources';
const CASE_VIEWS = [
  ['tasks', '宣传任务'],
  ['sources', '从已处置预警发起'],
] as const satisfies readonly (readonly [CaseView, string])[];

/**
 * 一案一宣: my community's tasks (opened by each handled warning with a loss, 72 h each) and the
 * handled warnings to start one from by hand. Only the case's facts are shown, never the victim.
 */
export default function PublicityCaseCreatePage() {
  const [view, setView] = useState<CaseView>('tasks');
  return (
    <PageShell>
      <CaseCounts />
      <div className={styles.toolbar}>
        <SegmentedTabs
          label="一案一宣来源"
          options={CASE_VIEWS}
          value={view}
          onChange={setView}
          testIdPrefix="case-view"
        />
      </div>
      {view === 'tasks' ? <CaseTasks /> : <CaseSources />}
    </PageShell>
  );
}

function CaseCounts() {
  const counts = useQuery(caseCountsQuery());
  if (!counts.data) return null;
  const { todo, overdue, submitted } = counts.data;
  const figures = [
    ['待宣传', todo],
    ['已逾期', overdue],
    ['待核查', submitted],
  ] as const;
  return <FigureRow figures={figures} testId="case-counts" />;
}

function CaseTasks() {
  const [filter, setFilter] = useState<CasePublicityFilter>('TODO');
  return (
    <>
      <CapsuleTabs activeKey={filter} onChange={(key) => setFilter(key as CasePublicityFilter)}>
        {FILTERS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`case-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<CasePublicity>
        queryKey={publicityKeys.caseList(filter)}
        fetchPage={(cursor) => fetchCasePage(filter, cursor)}
        itemKey={(task) => task.id}
        emptyText="暂无一案一宣任务"
        renderItem={(task) => (
          <CaseCard task={task} onOpen={() => openPage(withId(PATHS.publicityCaseDetail, task.id))} />
        )}
        testId="case-list"
      />
    </>
  );
}

function CaseSources() {
  const sources = useQuery(caseSourcesQuery());
  const create = useCreateCase();
  const state = queryState(sources, { errorTestId: 'case-sources-error' });
  if (state.view) return state.view;
  if (state.data.length === 0) return <div className={styles.notice}>近90天没有已处置且有损失的预警</div>;
  const start = async (warningId: string) => {
    try {
      const task = await create.mutateAsync({ warningId });
      navigateTo(withId(PATHS.publicityCaseDetail, task.id));
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Card className={styles.facts} data-testid="case-sources">
      <List>
        {state.data.map((source) => (
          <List.Item
            key={source.warningId}
            data-testid={`case-source-${source.warningNo}`}
            description={`${source.communityName} · 损失${source.amountLost}元 · ${formatDateTime(source.handledAt)}`}
            extra={
              source.casePublicityId ? (
                <Button
                  size="mini"
                  data-testid="case-source-open"
                  onClick={() => openPage(withId(PATHS.publicityCaseDetail, source.casePublicityId ?? ''))}
                >
                  查看
                </Button>
              ) : (
                <Button
                  size="mini"
                  color="primary"
                  loading={create.isPending}
                  data-testid="case-source-open"
                  onClick={() => void start(source.warningId)}
                >
                  发起
                </Button>
              )
            }
          >
            {source.fraudTypeName}（预警{source.warningNo}）
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
