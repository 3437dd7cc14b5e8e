import { useState } from 'react';
import { Badge, Button, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { MAIL_INBOX_TABS, type MailInboxRecord, type MailInboxTab } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { fetchInboxPage, inboxSummaryQuery, mailKeys } from '../api/mail.queries';
import { InboxCard } from '../components/mail-cards';
import styles from './mail-pages.module.css';

/** 收件箱: my organisation's receipts by tab (待签收, 待反馈 …), newest first; oa staff also reach the outbox. */
export default function MailInboxPage() {
  const [tab, setTab] = useState<MailInboxTab>('all');
  const isOa = useSession((s) => s.loginType === 'oa');
  const summary = useQuery(inboxSummaryQuery(true)).data;
  return (
    <PageShell>
      {isOa ? (
        <div className={styles.toolbar}>
          <Button size="small" data-testid="mail-open-outbox" onClick={() => openPage(PATHS.mailOutbox)}>
            发件箱
          </Button>
          <Button size="small" color="primary" data-testid="mail-compose" onClick={() => openPage(PATHS.mailSend)}>
            发送公文
          </Button>
        </div>
      ) : null}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as MailInboxTab)}>
        {(Object.entries(MAIL_INBOX_TABS) as [MailInboxTab, string][]).map(([key, title]) => (
          <Tabs.Tab
            key={key}
            title={
              <Badge content={key === 'toSign' && summary?.toSign ? summary.toSign : null}>
                <span data-testid={`mail-tab-${key}`}>{title}</span>
              </Badge>
            }
          />
        ))}
      </Tabs>
      <InfiniteList<MailInboxRecord>
        queryKey={mailKeys.inbox(tab)}
        fetchPage={(cursor) => fetchInboxPage(tab, cursor)}
        itemKey={(record) => record.id}
        emptyText="暂无公文"
        header={(total) => (
          <div className={styles.total} data-testid="mail-total">
            共 {total} 件
          </div>
        )}
        renderItem={(record) => (
          <InboxCard record={record} onOpen={() => openPage(withId(PATHS.mailDetail, record.id))} />
        )}
        testId="mail-inbox-list"
      />
    </PageShell>
  );
}
