import { useState } from 'react';
import { Button, CapsuleTabs, Selector } from 'antd-mobile';
import {
  CONTROL_LEVELS,
  CONTROL_LIST_FILTERS,
  type ControlledPerson,
  type ControlLevel,
  type ControlListFilter,
} from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { fetchPersonPage, peopleControlKeys, type LevelFilter } from '../api/people-control.queries';
import { GuardDigest } from '../components/guard-digest';
import { PersonCard } from '../components/person-card';
import { canRecordVisit, selectIsControlManager, selectMayVisit } from '../people-control.rules';
import styles from './people-control.page.module.css';

const FILTERS = Object.entries(CONTROL_LIST_FILTERS) as [ControlListFilter, string][];
const LEVEL_OPTIONS = [
  { value: 'ALL' as LevelFilter, label: '全部等级' },
  ...(Object.entries(CONTROL_LEVELS) as [ControlLevel, string][]).map(([value, label]) => ({ value, label })),
];

/** 重点人员管控: the controlled persons of my area, most urgent visit first, with 本周到期 / 已逾期 lists. */
export default function PeopleControlPage() {
  const [filter, setFilter] = useState<ControlListFilter>('ALL');
  const [level, setLevel] = useState<LevelFilter>('ALL');
  const mayVisit = useSession(selectMayVisit);
  const isManager = useSession(selectIsControlManager);

  const visitButton = (person: ControlledPerson) =>
    mayVisit && canRecordVisit(person) ? (
      <Button
        size="small"
        color="primary"
        data-testid="control-visit"
        onClick={() => openPage(withId(PATHS.controlVisitForm, person.id))}
      >
        {person.taskState === 'RETURNED' ? '重新反馈' : '走访反馈'}
      </Button>
    ) : null;

  return (
    <PageShell>
      {isManager ? <GuardDigest /> : null}
      <CapsuleTabs activeKey={filter} onChange={(key) => setFilter(key as ControlListFilter)}>
        {FILTERS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`control-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <Selector
        className={styles.levels}
        columns={4}
        options={LEVEL_OPTIONS}
        value={[level]}
        onChange={(values) => setLevel(values[0] ?? 'ALL')}
      />
      <InfiniteList<ControlledPerson>
        queryKey={peopleControlKeys.list(filter, level)}
        fetchPage={(cursor) => fetchPersonPage(filter, level, cursor)}
        itemKey={(person) => person.id}
        emptyText="暂无管控人员"
        header={(total, isCapped) => (
          <div className={styles.total}>
            共 {total}
            {isCapped ? '+' : ''} 人
          </div>
        )}
        renderItem={(person) => (
          <PersonCard
            person={person}
            actions={visitButton(person)}
            onOpen={() => openPage(withId(PATHS.controlVisitHistory, person.id))}
          />
        )}
        testId="control-list"
      />
    </PageShell>
  );
}
