import { useState } from 'react';
import { COOPERATION_PARTNER_FILTERS, type CooperationPartnerFilter } from '@afp/contract';
import { TabStrip } from '../../../components/tab-strip';
import { cooperationKeys, fetchPartnerTasks } from '../api/cooperation.api';
import { TaskList } from './task-list';

const FILTERS = Object.entries(COOPERATION_PARTNER_FILTERS) as [CooperationPartnerFilter, string][];

/** The partner's tasks by state: the to-do list urgent first, then the nearest deadline. */
export function PartnerTasks() {
  const [filter, setFilter] = useState<CooperationPartnerFilter>('TODO');
  return (
    <>
      <TabStrip
        label="任务状态"
        variant="capsule"
        activeKey={filter}
        onChange={setFilter}
        tabs={FILTERS.map(([key, title]) => ({
          key,
          title: <span data-testid={`cooperation-filter-${key}`}>{title}</span>,
        }))}
      />
      <TaskList
        side="partner"
        queryKey={cooperationKeys.partnerList(filter)}
        fetchPage={(cursor) => fetchPartnerTasks(filter, cursor)}
        emptyText={filter === 'TODO' ? '暂无待办任务' : '暂无任务'}
        testId="cooperation-list"
      />
    </>
  );
}
