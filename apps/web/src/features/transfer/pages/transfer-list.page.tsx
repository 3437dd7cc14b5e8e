import { PageShell } from '../../../components/page-shell';
import { TransferListView } from '../components/transfer-list-view';

/** 移交列表: transfers sent by my organisation. */
export default function TransferListPage() {
  return (
    <PageShell>
      <TransferListView direction="sent" />
    </PageShell>
  );
}
