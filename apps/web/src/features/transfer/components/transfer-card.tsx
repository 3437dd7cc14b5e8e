import type { ReactNode } from 'react';
import { Card, Space } from 'antd-mobile';
import type { TransferRecord } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { WarningLevelTag } from '../../early-warning';
import { describeReason } from './transfer-reason';
import { TransferStatusTag } from './transfer-status-tag';
import styles from './transfer-card.module.css';

/** One transfer: warning, from → to, reason, status, who and when; actions below. */
export function TransferCard({
  transfer,
  actions,
  onOpen,
}: {
  transfer: TransferRecord;
  actions?: ReactNode;
  onOpen?: () => void;
}) {
  return (
    <Card
      data-testid={`transfer-card-${transfer.id}`}
      data-status={transfer.status}
      className={styles.card}
      onBodyClick={onOpen}
      title={
        <Space align="center">
          <WarningLevelTag level={transfer.level} />
          <span className={styles.name}>{transfer.victimName}</span>
        </Space>
      }
      extra={<TransferStatusTag status={transfer.status} />}
    >
      {fieldRow('预警编号', transfer.warningNo)}
      {fieldRow('移交路径', `${transfer.fromOrgName} → ${transfer.toOrgName}`)}
      {fieldRow('移交原因', describeReason(transfer.reason, transfer.reasonText))}
      {fieldRow('移交次数', `第${transfer.hop}次`)}
      {fieldRow('申请', `${transfer.requestedByName} ${formatDateTime(transfer.createdAt)}`)}
      {transfer.decidedAt
        ? fieldRow('处理', `${transfer.decidedByName ?? '-'} ${formatDateTime(transfer.decidedAt)}`)
        : null}
      {transfer.decisionReason ? fieldRow('退回原因', transfer.decisionReason) : null}
      {actions ? (
        <div className={styles.actions} onClick={(event) => event.stopPropagation()}>
          {actions}
        </div>
      ) : null}
    </Card>
  );
}
