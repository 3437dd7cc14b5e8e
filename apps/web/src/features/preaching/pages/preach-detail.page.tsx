import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { PreachDetailView } from '../components/preach-detail-view';
import { PreachList } from '../components/preach-list';

/** preach-list/preach-detail: the list of sessions, or one session with `?id=`. */
export default function PreachDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  return (
    <PageShell title={id ? '预约详情' : '宣讲预约'}>{id ? <PreachDetailView id={id} /> : <PreachList />}</PageShell>
  );
}
