import { Card, Tag } from 'antd-mobile';
import type { WarningRecord } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { levelOf, sourceName, stateName } from '../lib/format';
import { RecontactCountdown } from './recontact-countdown';
import { WarningCountdown } from './warning-countdown';
import { cssVars } from '../../../theme/theme';
import styles from './warning-card.module.css';

interface Props {
  record: WarningRecord;
  onOpen: (record: WarningRecord) => void;
}

/** One warning in a list: level colour bar, masked victim, type, source, push time, countdowns (deadline, next attempt). */
export function WarningCard({ record, onOpen }: Props) {
  const level = levelOf(record.level);
  return (
    <Card
      data-testid={`warning-card-${record.assignmentId}`}
      data-state={record.state}
      onClick={() => onOpen(record)}
      className={styles.card}
      style={cssVars({ '--level-color': level.color })}
      title={
        <span className={styles.title}>
          <Tag color={level.color} fill="solid">
            {level.name}
          </Tag>
          <span className={styles.name}>{record.victimName}</span>
          <span className={styles.phone}>{record.victimPhone}</span>
          {record.isDuplicate ? (
            <Tag color="warning" fill="outline">
              重复
            </Tag>
          ) : null}
        </span>
      }
      extra={<span className={styles.state}>{stateName(record.state)}</span>}
    >
      <div className={styles.facts}>
        <div>
          诈骗类型：{record.fraudTypeName ?? '未研判'} · 来源：{sourceName(record.source)}
        </div>
        <div className={styles.timing}>
          <span>推送：{formatDateTime(record.pushedAt)}</span>
          <WarningCountdown source={record} />
        </div>
        <RecontactCountdown source={record} />
      </div>
    </Card>
  );
}
