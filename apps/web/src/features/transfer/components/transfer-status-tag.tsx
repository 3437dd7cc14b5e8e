import { Tag } from 'antd-mobile';
import { TRANSFER_STATUSES, type TransferStatus } from '@afp/contract';

const COLORS: Record<TransferStatus, string> = {
  PENDING_APPROVAL: 'warning',
  REQUESTED: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'danger',
  WITHDRAWN: 'default',
  REFUSED: 'danger',
};

export function TransferStatusTag({ status }: { status: TransferStatus }) {
  return (
    <Tag color={COLORS[status]} fill="outline" data-testid="transfer-status">
      {TRANSFER_STATUSES[status]}
    </Tag>
  );
}
