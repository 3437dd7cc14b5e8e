import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { mailQuery, receiptQuery } from '../api/mail.queries';
import { ReceiverDetail } from '../components/receiver-detail';
import { SenderDetail } from '../components/sender-detail';

const MISSING = '缺少公文编号';

/** 公文详情: `?id=` the receiving organisation's receipt, `?mailId=` the sender's mail. */
export default function MailDetailPage() {
  const [params] = useSearchParams();
  const mailId = params.get('mailId') ?? '';
  return (
    <PageShell>{mailId ? <SenderView mailId={mailId} /> : <ReceiverView id={params.get('id') ?? ''} />}</PageShell>
  );
}

function ReceiverView({ id }: { id: string }) {
  const state = queryState(useQuery(receiptQuery(id)), { isMissing: !id, missingTitle: MISSING });
  return state.view ?? <ReceiverDetail receipt={state.data} />;
}

function SenderView({ mailId }: { mailId: string }) {
  const state = queryState(useQuery(mailQuery(mailId)), { isMissing: !mailId, missingTitle: MISSING });
  return state.view ?? <SenderDetail mail={state.data} />;
}
