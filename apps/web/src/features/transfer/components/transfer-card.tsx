import type { ReactNode } from 'react';
import type { TransferRecord } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { WarningLevelTag } from '../../early-warning';
import { describeReason } from './transfer-reason';
import { TransferStatusTag } from './transfer-status-tag';

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
    <ListCard
      testId={`transfer-card-${transfer.id}`}
      attributes={{ 'data-status': transfer.status }}
      onOpen={onOpen}
      opensBy="body"
      before={<WarningLevelTag level={transfer.level} />}
      title={transfer.victimName}
      extra={<TransferStatusTag status={transfer.status} />}
      actions={actions}
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
    </ListCard>
  );
}
