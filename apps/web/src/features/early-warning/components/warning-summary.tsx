import type { ReactNode } from 'react';
import { Card, Space, Tag } from 'antd-mobile';
import { ASSIGNMENT_STATES, WARNING_SOURCES, type WarningRecord } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { WarningLevelTag } from './warning-level-tag';
import styles from './warning-summary.module.css';

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
      className={styles.card}
      title={
        <Space align="center">
          <WarningLevelTag level={warning.level} />
          <span className={styles.name}>{warning.victimName}</span>
        </Space>
      }
      extra={
        <Tag color="primary" fill="outline">
          {ASSIGNMENT_STATES[warning.state] ?? warning.state}
        </Tag>
      }
    >
      {fieldRow('预警编号', warning.warningNo)}
      {fieldRow('手机号', warning.victimPhone || '-')}
      {fieldRow('身份证号', warning.victimIdNumber || '-')}
      {fieldRow('诈骗类型', warning.fraudTypeName || '-')}
      {fieldRow('预警来源', WARNING_SOURCES[warning.source] ?? warning.source)}
      {fieldRow('处置单位', warning.orgName)}
      {fieldRow('推送时间', formatDateTime(warning.pushedAt))}
      {extra}
    </Card>
  );
}
