import { Card } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { mailQuery, signListQuery } from '../api/mail.queries';
import { SignEntryRow } from '../components/sign-entries';
import { UrgeButton } from '../components/urge-button';
import styles from './mail-pages.module.css';
import { PullToRefresh } from '../../../components/pull-to-refresh';

/**
 * 签收列表: every target of a mail with its read, sign and feedback state and time and who read it;
 * one tap urges the units not signed or fed back, and a unit's feedback may be returned for a redo.
 */
export default function MailSignListPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const query = useQuery(signListQuery(id));
  const mail = useQuery(mailQuery(id));
  const state = queryState(query, { isMissing: !id, missingTitle: '缺少公文编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const entries = state.data;
  const signed = entries.filter((e) => e.signedAt).length;
  const fedBack = entries.filter((e) => e.fedBackAt).length;
  return (
    <PageShell>
      <PullToRefresh onRefresh={() => Promise.all([query.refetch(), mail.refetch()]).then(() => undefined)}>
        <div className={styles.toolbar}>
          <span className={styles.total} data-testid="mail-sign-summary">
            共 {entries.length} 个单位，已签收 {signed} 个{mail.data?.needsFeedback ? `，已反馈 ${fedBack} 个` : ''}
          </span>
          {mail.data?.state === 'SENT' ? <UrgeButton mail={mail.data} /> : null}
        </div>
        {entries.length === 0 ? (
          <EmptyState title="暂无接收单位" />
        ) : (
          <Card className={styles.section} data-testid="mail-sign-list">
            {entries.map((entry) => (
              <SignEntryRow key={entry.id} entry={entry} mailState={mail.data?.state} />
            ))}
          </Card>
        )}
      </PullToRefresh>
    </PageShell>
  );
}
