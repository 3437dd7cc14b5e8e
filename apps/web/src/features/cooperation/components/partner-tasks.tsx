import { useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import { COOPERATION_PARTNER_FILTERS, type CooperationPartnerFilter, type CooperationTask } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { cooperationKeys, fetchPartnerTasks } from '../api/cooperation.api';
import { TaskCard } from './task-card';
import styles from './cooperation-lists.module.css';

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
      <InfiniteList<CooperationTask>
        queryKey={cooperationKeys.partnerList(filter)}
        fetchPage={(cursor) => fetchPartnerTasks(filter, cursor)}
        itemKey={(task) => task.id}
        emptyText={filter === 'TODO' ? '暂无待办任务' : '暂无任务'}
        header={(total, isCapped) => (
          <div className={styles.total}>
            共 {total}
            {isCapped ? '+' : ''} 条
          </div>
        )}
        renderItem={(task) => (
          <TaskCard task={task} side="partner" onOpen={() => openPage(withId(PATHS.cooperationDetail, task.id))} />
        )}
        testId="cooperation-list"
      />
    </>
  );
}
