import type { QueryKey } from '@tanstack/react-query';
import type { CooperationTask, Page } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { TaskCard } from './task-card';
import styles from './cooperation-lists.module.css';

/** One side's tasks as an infinite list with its total (共 N 条), each card opening the detail. */
export function TaskList({
  side,
  queryKey,
  fetchPage,
  emptyText,
  testId,
}: {
  side: 'partner' | 'centre';
  queryKey: QueryKey;
  fetchPage: (cursor: string | undefined) => Promise<Page<CooperationTask>>;
  emptyText: string;
  testId: string;
}) {
  return (
    <InfiniteList<CooperationTask>
      queryKey={queryKey}
      fetchPage={fetchPage}
      itemKey={(task) => task.id}
      emptyText={emptyText}
      header={(total, isCapped) => (
        <div className={styles.total}>
          共 {total}
          {isCapped ? '+' : ''} 条
        </div>
      )}
      renderItem={(task) => (
        <TaskCard task={task} side={side} onOpen={() => openPage(withId(PATHS.cooperationDetail, task.id))} />
      )}
      testId={testId}
    />
  );
}
