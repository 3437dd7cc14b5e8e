import { useState } from 'react';
import { Button, CapsuleTabs } from 'antd-mobile';
import {
  TRANSFER_STATUSES,
  TRANSFER_STATUSES_BEFORE_RECEIVER,
  type TransferRecord,
  type TransferStatus,
} from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { DecisionButtons } from '../../../components/decision-buttons';
import { PATHS } from '../../../config/routes';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { openPage } from '../../../lib/navigation';
import { fetchTransferPage, transferKeys, type TransferDirection } from '../api/transfer.queries';
import { useAcceptTransfer, useRejectTransfer, useWithdrawTransfer } from '../api/transfer.mutations';
import { useSession } from '../../../lib/session/session.store';
import { selectCanDecideTransfer } from '../transfer.rules';
import { ReasonDialog } from '../../../components/reason-dialog';
import { TransferCard } from './transfer-card';
import styles from './transfer-list-view.module.css';

const REJECT_TRANSFER_TEXT = {
  title: '退回移交',
  placeholder: '请填写退回原因（必填）',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'transfer-reject',
};

type StatusFilter = TransferStatus | 'ALL';
const STATUSES = Object.entries(TRANSFER_STATUSES) as [TransferStatus, string][];
/** The receiver never sees a transfer waiting for approval (移交审核) or refused in it: no filter for those. */
const FILTERS: Record<TransferDirection, [StatusFilter, string][]> = {
  sent: [['ALL', '全部'], ...STATUSES],
  received: [['ALL', '全部'], ...STATUSES.filter(([status]) => !TRANSFER_STATUSES_BEFORE_RECEIVER.includes(status))],
};

const EMPTY_TEXT: Record<TransferDirection, string> = { sent: '暂无移交记录', received: '暂无移交给本单位的预警' };

/**
 * Transfers sent by (or to) the caller's organisation. Senders may withdraw, receivers accept
 * or send back — each only while the transfer waits (待接收).
 */
export function TransferListView({ direction }: { direction: TransferDirection }) {
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [rejecting, setRejecting] = useState<TransferRecord | null>(null);
  const accept = useAcceptTransfer();
  const reject = useRejectTransfer();
  const withdraw = useWithdrawTransfer();
  const canDecide = useSession(selectCanDecideTransfer);
  const isBusy = accept.isPending || reject.isPending || withdraw.isPending;

  const handleAccept = async (transfer: TransferRecord) => {
    if (!(await showConfirm(`确认接收预警 ${transfer.warningNo}？接收后需在时限内签收。`))) return;
    accept.mutate(
      { transferId: transfer.id },
      { onSuccess: () => showToast('已接收，请及时签收'), onError: toastError },
    );
  };

  const handleWithdraw = async (transfer: TransferRecord) => {
    if (!(await showConfirm(`确认撤回移交给「${transfer.toOrgName}」的预警？`))) return;
    withdraw.mutate({ transferId: transfer.id }, { onSuccess: () => showToast('已撤回'), onError: toastError });
  };

  const handleReject = async (reason: string): Promise<boolean> => {
    if (!rejecting) return false;
    try {
      await reject.mutateAsync({ transferId: rejecting.id, reason });
      setRejecting(null);
      showToast('已退回');
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  const withdrawButton = (transfer: TransferRecord) => (
    <Button
      size="small"
      data-testid="transfer-withdraw"
      disabled={isBusy}
      onClick={() => void handleWithdraw(transfer)}
    >
      撤回
    </Button>
  );

  const actionsOf = (transfer: TransferRecord) => {
    // The sender may withdraw while the receiving district still has to approve, too.
    if (direction === 'sent')
      return transfer.status === 'REQUESTED' || transfer.status === 'PENDING_APPROVAL'
        ? withdrawButton(transfer)
        : null;
    if (transfer.status !== 'REQUESTED') return null;
    if (!canDecide)
      return (
        <span data-testid="transfer-await-admin" className={styles.awaitAdmin}>
          待单位管理员接收
        </span>
      );
    return (
      <DecisionButtons
        acceptText="接收"
        returnTestId="transfer-reject"
        acceptTestId="transfer-accept"
        isBusy={isBusy}
        onReturn={() => setRejecting(transfer)}
        onAccept={() => void handleAccept(transfer)}
      />
    );
  };

  return (
    <div data-testid={`transfer-list-${direction}`}>
      <CapsuleTabs activeKey={status} onChange={(key) => setStatus(key as StatusFilter)}>
        {FILTERS[direction].map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`transfer-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<TransferRecord>
        queryKey={transferKeys.list(direction, status)}
        fetchPage={(cursor) => fetchTransferPage(direction, status, cursor)}
        itemKey={(transfer) => transfer.id}
        emptyText={EMPTY_TEXT[direction]}
        renderItem={(transfer) => (
          <TransferCard
            transfer={transfer}
            actions={actionsOf(transfer)}
            onOpen={() => openPage(`${PATHS.transferLog}?warningId=${encodeURIComponent(transfer.warningId)}`)}
          />
        )}
        testId={`transfer-${direction}`}
      />
      <ReasonDialog
        text={REJECT_TRANSFER_TEXT}
        visible={rejecting !== null}
        isSubmitting={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={handleReject}
      />
    </div>
  );
}
