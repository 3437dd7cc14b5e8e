import { Card, Tag } from 'antd-mobile';
import { CASE_PUBLICITY_STATES, type CasePublicity } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { stateColor } from '../publicity.rules';
import styles from './publicity-card.module.css';

/** One 一案一宣 task: the case's facts only (fraud type, loss band, community), its clock and state. */
export function CaseCard({ task, onOpen }: { task: CasePublicity; onOpen: () => void }) {
  return (
    <Card
      data-testid={`publicity-case-${task.id}`}
      className={styles.card}
      onBodyClick={onOpen}
      title={task.fraudTypeName}
      extra={
        <>
          {task.isOverdue ? (
            <Tag color="danger" fill="outline" className={styles.overdueTag}>
              已逾期
            </Tag>
          ) : null}
          <Tag color={stateColor(task.state)}>{CASE_PUBLICITY_STATES[task.state]}</Tag>
        </>
      }
    >
      {fieldRow('社区', task.communityName)}
      {fieldRow('损失金额', task.lossBand)}
      {fieldRow('案发处置', formatDateTime(task.caseAt))}
      {fieldRow(
        '截止时间',
        <span className={task.isOverdue ? styles.overdue : undefined}>{formatDateTime(task.dueAt)}</span>,
      )}
      {fieldRow('宣传活动', `${task.activityCount}次，受众${task.audienceTotal}人`)}
      {task.refuseReason && task.state === 'REFUSED' ? (
        <div className={styles.refused}>退回原因：{task.refuseReason}</div>
      ) : null}
    </Card>
  );
}
