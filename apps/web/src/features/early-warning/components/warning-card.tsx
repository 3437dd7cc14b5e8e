import { Card, Tag } from 'antd-mobile';
import type { WarningRecord } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { levelOf, sourceName, stateName } from '../lib/format';
import { WarningCountdown } from './warning-countdown';

interface Props {
  record: WarningRecord;
  onOpen: (record: WarningRecord) => void;
}

/** One warning in a list: level colour bar, masked victim, type, source, push time, countdown. */
export function WarningCard({ record, onOpen }: Props) {
  const level = levelOf(record.level);
  return (
    <Card
      data-testid={`warning-card-${record.assignmentId}`}
      data-state={record.state}
      onClick={() => onOpen(record)}
      style={{ margin: '8px 12px', borderLeft: `4px solid ${level.color}`, borderRadius: 8 }}
      bodyStyle={{ padding: '4px 0' }}
      title={
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Tag color={level.color} fill="solid">
            {level.name}
          </Tag>
          <span style={{ fontWeight: 600 }}>{record.victimName}</span>
          <span style={{ color: '#666', fontWeight: 400, fontSize: 13 }}>{record.victimPhone}</span>
          {record.isDuplicate ? (
            <Tag color="warning" fill="outline">
              重复
            </Tag>
          ) : null}
        </span>
      }
      extra={<span style={{ fontSize: 12, color: '#999' }}>{stateName(record.state)}</span>}
    >
      <div style={{ fontSize: 13, color: '#555', lineHeight: '22px' }}>
        <div>
          诈骗类型:{record.fraudTypeName ?? '未研判'} · 来源:{sourceName(record.source)}
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 4 }}>
          <span>推送:{formatDateTime(record.pushedAt)}</span>
          <WarningCountdown source={record} />
        </div>
      </div>
    </Card>
  );
}
