import type { ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import type { TransferRecord } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { WarningLevelTag } from '../../early-warning';
import { describeReason } from './transfer-reason';
import { TransferStatusTag } from './transfer-status-tag';
import styles from './transfer-list-view.module.css';

/** 移交审核 of a cross-district transfer: who approves by when (超时 once escalated), who approved. */
function ApprovalRows({ transfer }: { transfer: TransferRecord }) {
  return (
    <>
      {fieldRow('审核单位', transfer.approvalOrgName)}
      {transfer.approvedAt
        ? fieldRow('审核通过', `${transfer.approvedByName ?? '-'} ${formatDateTime(transfer.approvedAt)}`)
        : null}
      {transfer.status === 'PENDING_APPROVAL' && transfer.approvalDeadline
        ? fieldRow(
            '审核时限',
            <span data-testid="transfer-approval-deadline">
              {formatDateTime(transfer.approvalDeadline)}
              {transfer.isApprovalEscalated ? (
                <Tag color="danger" fill="outline" className={styles.overdue}>
                  已超时，已上报市反诈中心
                </Tag>
              ) : null}
            </span>,
          )
        : null}
    </>
  );
}

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
      {transfer.approvalOrgName ? <ApprovalRows transfer={transfer} /> : null}
      {transfer.decisionReason
        ? fieldRow(transfer.status === 'REFUSED' ? '不通过原因' : '退回原因', transfer.decisionReason)
        : null}
    </ListCard>
  );
}
