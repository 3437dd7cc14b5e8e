import { Card, PullToRefresh } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { signListQuery } from '../api/mail.queries';
import { SignEntryRow } from '../components/sign-entries';
import styles from './mail-pages.module.css';

/** 签收列表: every target of a mail with its read, sign and feedback state and time. */
export default function MailSignListPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const query = useQuery(signListQuery(id));
  const state = queryState(query, { isMissing: !id, missingTitle: '缺少公文编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const entries = state.data;
  const signed = entries.filter((e) => e.signedAt).length;
  return (
    <PageShell>
      <PullToRefresh onRefresh={() => query.refetch().then(() => undefined)}>
        <div className={styles.total} data-testid="mail-sign-summary">
          共 {entries.length} 个单位，已签收 {signed} 个
        </div>
        {entries.length === 0 ? (
          <EmptyState title="暂无接收单位" />
        ) : (
          <Card className={styles.section} data-testid="mail-sign-list">
            {entries.map((entry) => (
              <SignEntryRow key={entry.id} entry={entry} />
            ))}
          </Card>
        )}
      </PullToRefresh>
    </PageShell>
  );
}
