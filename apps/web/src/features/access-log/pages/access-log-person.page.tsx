import { Tag } from 'antd-mobile';
import { ACCESS_LOG_RESULTS, type AccessLogRecord } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { InfiniteList } from '../../../components/infinite-list';
import { ListCard } from '../../../components/list-card';
import { PageShell } from '../../../components/page-shell';
import { MissingParam } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { useSearchParams } from '../../../lib/router';
import { accessLogKeys, fetchPersonAccessPage } from '../api/access-log.queries';
import styles from './access-log-person.page.module.css';

const resultName = (result: string) => ACCESS_LOG_RESULTS[result as keyof typeof ACCESS_LOG_RESULTS] ?? result;

function AccessRecordCard({ record }: { record: AccessLogRecord }) {
  return (
    <ListCard
      testId={`access-record-${record.id}`}
      state={record.result}
      title={record.actorName}
      after={
        <Tag color="primary" fill="outline">
          {record.actionLabel}
        </Tag>
      }
    >
      {fieldRow('时间', formatDateTime(record.viewedAt))}
      {fieldRow('单位', record.orgName || '—')}
      {fieldRow('来源地址', record.clientAddress ?? '—')}
      {fieldRow('结果', resultName(record.result))}
    </ListCard>
  );
}

/** 访问记录: who saw one person's data whole (`?personKey=`), newest first; the centre's oa staff only. */
export default function AccessLogPersonPage() {
  const personKey = useSearchParams()[0].get('personKey') ?? '';
  if (!personKey)
    return (
      <PageShell title="访问记录">
        <MissingParam title="缺少人员参数" description="请从预警详情打开访问记录" testId="access-log-missing" />
      </PageShell>
    );
  return (
    <PageShell title="访问记录" bodyClassName={styles.body}>
      <InfiniteList<AccessLogRecord>
        testId="access-log-list"
        queryKey={accessLogKeys.person(personKey)}
        fetchPage={(cursor) => fetchPersonAccessPage(personKey, cursor)}
        itemKey={(record) => record.id}
        header={(total, isCapped) => (
          <div className={styles.total}>
            共 {total}
            {isCapped ? '+' : ''} 次查看完整信息
          </div>
        )}
        renderItem={(record) => <AccessRecordCard record={record} />}
        emptyText="暂无访问记录"
        emptyDescription="查看该人员完整身份证号、手机号的记录会显示在这里"
      />
    </PageShell>
  );
}
