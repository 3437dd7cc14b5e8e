import type { ReactNode } from 'react';
import { Card, Space, Tag } from 'antd-mobile';
import { ASSIGNMENT_STATES, WARNING_SOURCES, type WarningRecord } from '@afp/contract';
import { formatDateTime } from '../information.rules';
import { WarningLevelTag } from './warning-level-tag';

type SummaryFields = Pick<
  WarningRecord,
  | 'warningNo'
  | 'level'
  | 'state'
  | 'source'
  | 'fraudTypeName'
  | 'victimName'
  | 'victimPhone'
  | 'victimIdNumber'
  | 'orgName'
  | 'pushedAt'
>;

const row = (label: string, value: ReactNode) => (
  <div style={{ display: 'flex', fontSize: 13, lineHeight: '22px' }}>
    <span style={{ color: '#999', width: 72, flexShrink: 0 }}>{label}</span>
    <span style={{ color: '#333', wordBreak: 'break-all' }}>{value}</span>
  </div>
);

/** A warning's card: level, masked victim, fraud type, source, organisation and push time. */
export function WarningSummary({
  warning,
  onClick,
  testId,
  extra,
}: {
  warning: SummaryFields;
  onClick?: () => void;
  testId?: string;
  extra?: ReactNode;
}) {
  return (
    <Card
      onClick={onClick}
      data-testid={testId}
      style={{ margin: '8px 12px' }}
      title={
        <Space align="center">
          <WarningLevelTag level={warning.level} />
          <span style={{ fontSize: 15 }}>{warning.victimName}</span>
        </Space>
      }
      extra={
        <Tag color="primary" fill="outline">
          {ASSIGNMENT_STATES[warning.state] ?? warning.state}
        </Tag>
      }
    >
      {row('预警编号', warning.warningNo)}
      {row('手机号', warning.victimPhone || '-')}
      {row('身份证号', warning.victimIdNumber || '-')}
      {row('诈骗类型', warning.fraudTypeName || '-')}
      {row('预警来源', WARNING_SOURCES[warning.source] ?? warning.source)}
      {row('处置单位', warning.orgName)}
      {row('推送时间', formatDateTime(warning.pushedAt))}
      {extra}
    </Card>
  );
}
