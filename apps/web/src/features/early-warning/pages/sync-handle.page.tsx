import { useState } from 'react';
import { Card, NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { WarningRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { showToast } from '../../../lib/feedback';
import { navigateBack, redirectTo } from '../../../lib/navigation';
import { useSyncHandle, type SyncHandleBody } from '../api/early-warning.mutations';
import {
  earlyWarningKeys,
  fetchWarningPage,
  protectionCircleQuery,
  warningDetailQuery,
  type WarningFilters,
} from '../api/early-warning.queries';
import { FeedbackForm } from '../components/feedback-form';
import { WarningCountdown } from '../components/warning-countdown';
import { draftKeyOf } from '../hooks/feedback-draft.store';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { FeedbackDraftActions } from '../components/feedback-draft-actions';
import { hasHistory, useFeedbackSubmission } from '../hooks/use-feedback-submit';
import { detailPath } from '../lib/chooser-path';
import { fraudTypeOf, levelOf, stateName } from '../lib/format';
import { cssVars } from '../../../theme/theme';
import styles from './sync-handle.page.module.css';
import { MISSING_WARNING_ID } from '../early-warning.texts';

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
  const assignmentId = useAssignmentId();
  const draftKey = draftKeyOf(assignmentId, true);
  const detailQuery = useQuery(warningDetailQuery(assignmentId));
  const { data: members = [] } = useQuery(protectionCircleQuery(assignmentId));
  const sync = useSyncHandle();
  const { submission, fieldErrors } = useFeedbackSubmission({
    draftKey,
    send: (body: SyncHandleBody, idempotencyKey) => sync.mutateAsync({ body, idempotencyKey }),
    onSent: ({ updated }) => {
      showToast(`已同步反馈 ${updated} 条预警`);
      if (hasHistory()) navigateBack(1);
      else redirectTo(detailPath(assignmentId));
    },
  });
  const [formKey, setFormKey] = useState(0);

  const detailState = queryState(detailQuery, { isMissing: !assignmentId, missingTitle: MISSING_WARNING_ID });
  if (detailState.view) return <PageShell>{detailState.view}</PageShell>;

  const detail = detailState.data;
  const filters: WarningFilters = { personKey: detail.personKey };
  return (
    <PageShell bodyClassName={styles.body}>
      <NoticeBar color="info" content={`以下反馈将同步到 ${detail.victimName} 的全部未办结预警`} />
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
      <FeedbackDraftActions
        draftKey={draftKey}
        submission={submission}
        onDiscarded={() => setFormKey((key) => key + 1)}
      />
      <FeedbackForm
        key={formKey}
        draftKey={draftKey}
        assignmentId={assignmentId}
        members={members}
        isSubmitting={submission.isBusy}
        submitText="同步提交"
        fraudType={fraudTypeOf(detail)}
        fieldErrors={fieldErrors}
        onSubmit={(fields) => submission.submit({ ...fields, assignmentId })}
      />
    </PageShell>
  );
}
