import { Button, List, Space } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { ReasonButton } from '../../../components/reason-dialog';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { selectIsOrgAdmin, useSession } from '../../../lib/session/session.store';
import { cardRecordQuery } from '../api/card-feedback.queries';
import { useCloseCard, useReturnCard } from '../api/card-feedback.mutations';
import { canReview } from '../card-feedback.rules';
import { MISSING_CARD_ID } from '../card-feedback.texts';
import { CardFeedbackSection } from '../components/card-record-sections';
import styles from './card-feedback.page.module.css';

const RETURN_TEXT = {
  title: '退回反馈',
  placeholder: '请填写退回原因（必填）',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'card-return',
};

/** 反馈详情: the guard's answer and every move of the record; admins close it or send it back. */
export default function CardFeedbackDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const isOrgAdmin = useSession(selectIsOrgAdmin);
  const state = queryState(useQuery(cardRecordQuery(id)), { isMissing: !id, missingTitle: MISSING_CARD_ID });
  const close = useCloseCard();
  const sendBack = useReturnCard();
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const record = state.data;

  const handleClose = async () => {
    if (!(await showConfirm('确认审核通过并办结该开卡记录？'))) return;
    close.mutate({ id, version: record.version }, { onSuccess: () => showToast('已办结'), onError: toastError });
  };

  return (
    <PageShell>
      {record.feedback ? <CardFeedbackSection feedback={record.feedback} /> : <EmptyState title="暂无反馈" />}
      <List header="处置记录" mode="card" className={styles.history}>
        {record.history.map((entry) => (
          <List.Item key={`${entry.at}-${entry.action}`} description={entry.remark} extra={formatDateTime(entry.at)}>
            {ACTION_TEXT[entry.action] ?? entry.action}
          </List.Item>
        ))}
      </List>
      {canReview(record, isOrgAdmin) ? (
        <Space className={styles.actions} justify="end">
          <ReasonButton
            label="退回"
            text={RETURN_TEXT}
            done="已退回"
            isSubmitting={sendBack.isPending}
            send={(reason) => sendBack.mutateAsync({ id, version: record.version, reason })}
          />
          <Button
            color="primary"
            data-testid="card-close-button"
            loading={close.isPending}
            onClick={() => void handleClose()}
          >
            审核办结
          </Button>
        </Space>
      ) : null}
    </PageShell>
  );
}

const ACTION_TEXT: Record<string, string> = {
  'card_feedback.intake': '网点推送',
  'card_feedback.assign': '分配任务',
  'card_feedback.feedback': '卫士反馈',
  'card_feedback.close': '审核办结',
  'card_feedback.return': '退回重办',
};
