import { Card, NoticeBar } from 'antd-mobile';
import type { WarningRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { useSyncHandle, type SyncHandleBody } from '../api/early-warning.mutations';
import { earlyWarningKeys, fetchWarningPage, type WarningFilters } from '../api/early-warning.queries';
import { WarningCountdown } from '../components/warning-countdown';
import { FeedbackPage } from '../components/feedback-page';
import { levelOf, stateName } from '../lib/format';
import { cssVars } from '../../../theme/theme';
import styles from './sync-handle.page.module.css';

const OPEN_STATES = new Set(['PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK']);

function OpenWarningRow({ record }: { record: WarningRecord }) {
  if (!OPEN_STATES.has(record.state)) return null;
  const level = levelOf(record.level);
  return (
    <div className={styles.row}>
      <span>
        <span className={styles.level} style={cssVars({ '--level-color': level.color })}>
          ●
        </span>{' '}
        {record.warningNo} · {stateName(record.state)}
      </span>
      <WarningCountdown source={record} />
    </div>
  );
}

/** 同步处置: one feedback applied to every open warning of the same person. */
export default function SyncHandlePage() {
  const sync = useSyncHandle();
  return (
    <FeedbackPage
      sync
      bodyOf={(fields, assignmentId): SyncHandleBody => ({ ...fields, assignmentId })}
      send={(body: SyncHandleBody, idempotencyKey) => sync.mutateAsync({ body, idempotencyKey })}
      sentText={({ updated }) => `已同步反馈 ${updated} 条预警`}
      submitText="同步提交"
      header={(detail) => <OpenWarnings personKey={detail.personKey} victimName={detail.victimName} />}
    />
  );
}

function OpenWarnings({ personKey, victimName }: { personKey: string; victimName: string }) {
  const filters: WarningFilters = { personKey };
  return (
    <>
      <NoticeBar color="info" content={`以下反馈将同步到 ${victimName} 的全部未办结预警`} />
      <Card title="未办结预警" className={styles.card} data-testid="sync-open-warnings">
        <InfiniteList<WarningRecord>
          testId="sync-warning-list"
          canPullToRefresh={false}
          queryKey={earlyWarningKeys.list(filters)}
          fetchPage={(cursor) => fetchWarningPage(filters, cursor)}
          itemKey={(record) => record.assignmentId}
          renderItem={(record) => <OpenWarningRow record={record} />}
          emptyText="该人员没有未办结预警"
        />
      </Card>
    </>
  );
}
