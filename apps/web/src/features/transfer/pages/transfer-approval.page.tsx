import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { TRANSFER_APPROVAL_VIEWS, type TransferRecord } from '@afp/contract';
import { DecisionButtons } from '../../../components/decision-buttons';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { ReasonDialog, sendReason } from '../../../components/reason-dialog';
import { PATHS } from '../../../config/routes';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { openPage } from '../../../lib/navigation';
import { useSearchParams } from '../../../lib/router';
import { fetchApprovalPage, transferKeys, type TransferApprovalView } from '../api/transfer.queries';
import { useApproveTransfer, useRefuseTransfer } from '../api/transfer.mutations';
import { TransferCard } from '../components/transfer-card';
import styles from './transfer-tab.page.module.css';

const REFUSE_TEXT = {
  title: '审核不通过',
  placeholder: '请填写不通过原因（必填），将告知移交单位',
  required: '请填写不通过原因',
  confirm: '确认不通过',
  testId: 'transfer-refuse',
};
const VIEWS = Object.entries(TRANSFER_APPROVAL_VIEWS) as [TransferApprovalView, string][];
const EMPTY_TEXT: Record<TransferApprovalView, string> = { pending: '暂无待审核的跨区移交', decided: '暂无审核记录' };

/**
 * 移交审核 (not a spec route, issue 25): transfers into the caller's district from another one — every
 * district's for the centre — to approve before the receiving organisation sees them, or to refuse
 * with a reason that goes back to the sender. The open tab is kept in the URL (?tab=decided).
 */
export default function TransferApprovalPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: TransferApprovalView = searchParams.get('tab') === 'decided' ? 'decided' : 'pending';
  const [refusing, setRefusing] = useState<TransferRecord | null>(null);
  const approve = useApproveTransfer();
  const refuse = useRefuseTransfer();
  const isBusy = approve.isPending || refuse.isPending;

  const handleApprove = async (transfer: TransferRecord) => {
    const question = `确认通过？预警 ${transfer.warningNo} 将移交至「${transfer.toOrgName}」，由其接收。`;
    if (!(await showConfirm(question))) return;
    approve.mutate(
      { transferId: transfer.id },
      { onSuccess: () => showToast('已通过，已通知接收单位'), onError: toastError },
    );
  };

  return (
    <PageShell>
      <Tabs
        activeKey={view}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        className={styles.tabs}
      >
        {VIEWS.map(([key, title]) => (
          <Tabs.Tab key={key} title={<span data-testid={`transfer-approval-tab-${key}`}>{title}</span>} />
        ))}
      </Tabs>
      <InfiniteList<TransferRecord>
        key={view}
        queryKey={transferKeys.approval(view)}
        fetchPage={(cursor) => fetchApprovalPage(view, cursor)}
        itemKey={(transfer) => transfer.id}
        emptyText={EMPTY_TEXT[view]}
        renderItem={(transfer) => (
          <TransferCard
            transfer={transfer}
            onOpen={() => openPage(`${PATHS.transferLog}?warningId=${encodeURIComponent(transfer.warningId)}`)}
            actions={
              transfer.status === 'PENDING_APPROVAL' ? (
                <DecisionButtons
                  acceptText="通过"
                  returnText="不通过"
                  acceptTestId="transfer-approve"
                  returnTestId="transfer-refuse"
                  isBusy={isBusy}
                  onAccept={() => void handleApprove(transfer)}
                  onReturn={() => setRefusing(transfer)}
                />
              ) : null
            }
          />
        )}
        testId={`transfer-approval-${view}`}
      />
      <ReasonDialog
        text={REFUSE_TEXT}
        visible={refusing !== null}
        isSubmitting={refuse.isPending}
        onClose={() => setRefusing(null)}
        onSubmit={(reason) =>
          sendReason(
            () => refuse.mutateAsync({ transferId: refusing!.id, reason }),
            '已退回移交单位',
            () => setRefusing(null),
          )
        }
      />
    </PageShell>
  );
}
