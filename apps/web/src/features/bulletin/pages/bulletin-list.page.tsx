import { type BulletinRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { ListCard } from '../../../components/list-card';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { bulletinKeys, fetchBulletinPage } from '../api/bulletin.queries';
import { WeekChange } from '../components/bulletin-table';
import styles from '../components/bulletin.module.css';

/** 发案通报: every weekly bulletin the caller may read (the centre all, an office those sent to it), newest week first. */
export default function BulletinListPage() {
  return (
    <PageShell>
      <div className={styles.summary}>每周一 8 时自动生成上周发案通报，以公文发送至各分局、派出所</div>
      <InfiniteList<BulletinRecord>
        queryKey={bulletinKeys.list()}
        fetchPage={fetchBulletinPage}
        itemKey={(record) => record.id}
        emptyText="暂无发案通报"
        header={(total) => (
          <div className={styles.summary} data-testid="bulletin-total">
            共 {total} 期
          </div>
        )}
        renderItem={(record) => (
          <ListCard
            testId={`bulletin-card-${record.weekKey}`}
            title={record.bulletinNo}
            extra={<span className={styles.muted}>{`${record.weekStart} 至 ${record.weekEnd}`}</span>}
            onOpen={() => openPage(withId(PATHS.bulletinDetail, record.id))}
          >
            <div className={styles.figures}>
              <span>发案 {record.cases} 起</span>
              <span>损失 {record.amountLost} 元</span>
              <span>
                较上周 <WeekChange cases={record.cases} previous={record.previousCases} />
              </span>
            </div>
          </ListCard>
        )}
        testId="bulletin-list"
      />
    </PageShell>
  );
}
