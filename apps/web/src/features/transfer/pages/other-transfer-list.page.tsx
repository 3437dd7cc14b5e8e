import { PageShell } from '../../../components/page-shell';
import { TransferListView } from '../components/transfer-list-view';

/** 他人移交: transfers sent to my organisation, to accept or send back. */
export default function OtherTransferListPage() {
  return (
    <PageShell>
      <TransferListView direction="received" />
    </PageShell>
  );
}
