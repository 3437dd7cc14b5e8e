import { useState } from 'react';
import { Button, CapsuleTabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { COOPERATION_CENTRE_FILTERS, type CooperationCentreFilter } from '@afp/contract';
import { PATHS } from '../../../config/routes';
import { navigateTo } from '../../../lib/navigation';
import { selectIsSupervisingOffice, useSession } from '../../../lib/session/session.store';
import { cooperationKeys, cooperationSummaryQuery, fetchCentreTasks } from '../api/cooperation.api';
import { TaskList } from './task-list';
import styles from './cooperation-lists.module.css';

const FILTERS = Object.entries(COOPERATION_CENTRE_FILTERS) as [CooperationCentreFilter, string][];

/** The centre's view: figures, 下发任务, and the tasks it issued by state with overdue marks. */
export function CentreTasks() {
  const [filter, setFilter] = useState<CooperationCentreFilter>('ALL');
  const { data: summary } = useQuery(cooperationSummaryQuery(true));
  // The server refuses a task from anyone but the supervising offices: offer it to them only.
  const mayIssue = useSession(selectIsSupervisingOffice);
  const figure = (key: CooperationCentreFilter, label: string, value: number | undefined, isAlarm = false) => (
    <button
      type="button"
      className={styles.figure}
      data-alarm={isAlarm && (value ?? 0) > 0}
      data-testid={`cooperation-figure-${key}`}
      onClick={() => setFilter(key)}
    >
      <div className={styles.figureValue}>{value ?? '-'}</div>
      <div className={styles.figureLabel}>{label}</div>
    </button>
  );
  return (
    <>
      <div className={styles.figures}>
        {figure('OPEN', '办理中', summary?.open)}
        {figure('OVERDUE', '已超时', summary?.overdue, true)}
        {figure('FED_BACK', '待审核', summary?.fedBack)}
      </div>
      {mayIssue && (
        <div className={styles.create}>
          <Button
            block
            color="primary"
            data-testid="cooperation-create"
            onClick={() => void navigateTo(PATHS.cooperationCreate)}
          >
            下发协作任务
          </Button>
        </div>
      )}
      <CapsuleTabs activeKey={filter} onChange={(key) => setFilter(key as CooperationCentreFilter)}>
        {FILTERS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`cooperation-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <TaskList
        side="centre"
        queryKey={cooperationKeys.centreList(filter)}
        fetchPage={(cursor) => fetchCentreTasks(filter, cursor)}
        emptyText="暂无协作任务"
        testId="cooperation-centre-list"
      />
    </>
  );
}
