import { useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import { COOPERATION_PARTNER_FILTERS, type CooperationPartnerFilter } from '@afp/contract';
import { cooperationKeys, fetchPartnerTasks } from '../api/cooperation.api';
import { TaskList } from './task-list';

const FILTERS = Object.entries(COOPERATION_PARTNER_FILTERS) as [CooperationPartnerFilter, string][];

/** The partner's tasks by state: the to-do list urgent first, then the nearest deadline. */
export function PartnerTasks() {
  const [filter, setFilter] = useState<CooperationPartnerFilter>('TODO');
  return (
    <>
      <CapsuleTabs activeKey={filter} onChange={(key) => setFilter(key as CooperationPartnerFilter)}>
        {FILTERS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`cooperation-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
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
