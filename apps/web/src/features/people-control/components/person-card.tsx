import type { ReactNode } from 'react';
import type { ControlledPerson } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { ControlTags } from './control-tags';
import styles from './person-card.module.css';

/** One controlled person: name, tags, community and guard, next visit due and misses; actions below. */
export function PersonCard({
  person,
  actions,
  onOpen,
}: {
  person: ControlledPerson;
  actions?: ReactNode;
  onOpen?: () => void;
}) {
  return (
    <ListCard testId={`control-person-${person.id}`} onOpen={onOpen} title={person.name} actions={actions}>
      <ControlTags person={person} />
      <div className={styles.fields}>
        {fieldRow('身份证号', person.idNumber)}
        {fieldRow('手机号', person.phone)}
        {fieldRow('所属社区', person.orgName)}
        {fieldRow('责任卫士', person.guardName ?? '未指定')}
        {fieldRow(
          '下次走访',
          <span className={person.isOverdue ? styles.overdue : undefined}>{formatDateTime(person.nextDueAt)}</span>,
        )}
        {person.missedCount > 0 ? fieldRow('漏访次数', `${person.missedCount}次`) : null}
        {fieldRow('最近走访', person.lastVisitedAt ? formatDateTime(person.lastVisitedAt) : '暂无')}
      </div>
    </ListCard>
  );
}
