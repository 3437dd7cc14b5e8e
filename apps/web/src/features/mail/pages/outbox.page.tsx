import { useState } from 'react';
import { Button, CapsuleTabs } from 'antd-mobile';
import { MAIL_STATES, type MailOutboxRecord, type MailState } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { openPage } from '../../../lib/navigation';
import { fetchOutboxPage, mailKeys, type OutboxFilter } from '../api/mail.queries';
import { OutboxCard } from '../components/mail-cards';
import { senderDetailPath } from '../mail.paths';
import styles from './mail-pages.module.css';

/** 全部 also holds the refused (退回修改) and the revoked: four filters fit a 390-px screen. */
const FILTERS: [OutboxFilter, string][] = [
  ['ALL', '全部'],
  ...(['PENDING', 'SENT', 'FINISHED'] as MailState[]).map((state): [OutboxFilter, string] => [
    state,
    MAIL_STATES[state],
  ]),
];

/** 发件箱: my organisation's mails with each one's progress; the sign list opens in place. */
export default function MailOutboxPage() {
  const [state, setState] = useState<OutboxFilter>('ALL');
  return (
    <PageShell>
      <div className={styles.filters}>
        <CapsuleTabs activeKey={state} onChange={(key) => setState(key as OutboxFilter)}>
          {FILTERS.map(([key, title]) => (
            <CapsuleTabs.Tab key={key} title={<span data-testid={`mail-outbox-filter-${key}`}>{title}</span>} />
          ))}
        </CapsuleTabs>
      </div>
      <div className={styles.toolbar}>
        <span />
        <Button size="small" color="primary" data-testid="mail-compose" onClick={() => openPage(PATHS.mailSend)}>
          发送公文
        </Button>
      </div>
      <InfiniteList<MailOutboxRecord>
        queryKey={mailKeys.outbox(state)}
        fetchPage={(cursor) => fetchOutboxPage(state, cursor)}
        itemKey={(record) => record.id}
        emptyText="暂无发出的公文"
        header={(total) => (
          <div className={styles.total} data-testid="mail-total">
            共 {total} 件
          </div>
        )}
        renderItem={(record) => <OutboxCard record={record} onOpen={() => openPage(senderDetailPath(record.id))} />}
        testId="mail-outbox-list"
      />
    </PageShell>
  );
}
