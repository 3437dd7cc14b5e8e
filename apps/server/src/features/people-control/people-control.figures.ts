import { sql } from 'drizzle-orm';
import {
  inArea,
  keptBeforeCurrentMonth,
  notAfter,
  stateIn,
  stateNotIn,
  type MetricSource,
  within,
} from '../../core/metric-source.ts';
import { controlTask as task } from './people-control.table.ts';

/** 重点人员管控走访率 (core/metric-source.ts): visit periods due so far; counted when the visit was approved. */
export const controlVisitFigure: MetricSource = {
  rows: (scope) => sql`select ${task.id} as id, ${task.orgPath} as org_path, ${task.dueAt} as at,
      case when ${stateIn(task.state, ['APPROVED'])} then 1 else 0 end as num, 1 as den, ${task.id} as ref
    from ${task}
    where ${within(sql`${task.dueAt}`, scope)} and ${inArea(task.orgPath, scope.orgPath)}
      and ${stateNotIn(task.state, ['CANCELLED'])} and ${notAfter(task.dueAt, scope.now)}`,
  figure: keptBeforeCurrentMonth((scope) => controlVisitFigure.rows(scope)),
  title: () => sql<string>`'重点人员走访任务'`,
  linkPrefix: null,
};
