import { Button, Space } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { selectIsOrgAdmin, useSession } from '../../../lib/session/session.store';
import { cardRecordQuery } from '../api/card-feedback.queries';
import { canAnswer, canAssign } from '../card-feedback.rules';
import { MISSING_CARD_ID } from '../card-feedback.texts';
import { CardCheckSection } from '../components/card-record-sections';
import styles from './card-feedback.page.module.css';

/** 开卡信息详情: the outlet's check and what the caller may do next. */
export default function CardInfoDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const uid = useSession((session) => session.uid);
  const isOrgAdmin = useSession(selectIsOrgAdmin);
  const state = queryState(useQuery(cardRecordQuery(id)), { isMissing: !id, missingTitle: MISSING_CARD_ID });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const record = state.data;
  return (
    <PageShell>
      <div data-testid="card-detail" data-state={record.state}>
        <CardCheckSection record={record} />
      </div>
      <Space className={styles.actions} justify="end" wrap>
        {canAssign(record, isOrgAdmin) ? (
          <Button
            color="primary"
            data-testid="card-assign-button"
            onClick={() => openPage(withId(PATHS.cardAssignTasks, id))}
          >
            {record.assigneeId ? '重新分配' : '分配任务'}
          </Button>
        ) : null}
        {canAnswer(record, uid) ? (
          <Button
            color="primary"
            data-testid="card-handle-button"
            onClick={() => openPage(withId(PATHS.cardFeedbackHandle, id))}
          >
            反馈处理
          </Button>
        ) : null}
        {record.feedback ? (
          <Button
            data-testid="card-feedback-detail-button"
            onClick={() => openPage(withId(PATHS.cardFeedbackDetail, id))}
          >
            反馈详情
          </Button>
        ) : null}
      </Space>
    </PageShell>
  );
}
