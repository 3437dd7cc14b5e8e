import { useState } from 'react';
import { Button, Card, List, NoticeBar, Tag, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { CASE_PUBLICITY_ACTIVITY_PLACES, CASE_PUBLICITY_DUE_HOURS, CASE_PUBLICITY_STATES } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { PlaceText } from '../../../components/place-text';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, toastError } from '../../../lib/feedback';
import { redirectTo, withId } from '../../../lib/navigation';
import { FeedbackPhotos } from '../../file';
import { VerificationStatus } from '../../verification';
import { caseQuery } from '../api/publicity.queries';
import { useSubmitCase } from '../api/publicity.mutations';
import { ActivityFormView } from '../components/activity-form';
import { stateColor } from '../publicity.rules';
import styles from './publicity.page.module.css';

/** 一案一宣详情: the case's facts (no victim identity), its 72-hour clock, activities, adding one and submitting. */
export default function PublicityCaseDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const task = useQuery(caseQuery(id));
  const submit = useSubmitCase();
  const [summary, setSummary] = useState('');
  const state = queryState(task, { isMissing: !id, missingTitle: '缺少任务编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const item = state.data;
  const isOpen = item.mayAct && (item.state === 'PENDING' || item.state === 'REFUSED');

  const handleSubmit = async () => {
    if (!(await showConfirm('提交后将进入核查，期间不能再添加活动，确定提交吗？'))) return;
    try {
      await submit.mutateAsync({ id: item.id, version: item.version, summary: summary.trim() || undefined });
      redirectTo(withId(PATHS.publicityCaseSuccess, item.id));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <PageShell>
      {item.state === 'REFUSED' && item.refuseReason ? (
        <NoticeBar color="error" wrap content={`已退回：${item.refuseReason}`} data-testid="case-refuse-reason" />
      ) : null}
      <Card
        className={styles.facts}
        title={item.fraudTypeName}
        extra={
          <Tag color={stateColor(item.state)} data-testid="case-state">
            {CASE_PUBLICITY_STATES[item.state]}
          </Tag>
        }
        data-testid="case-detail"
      >
        {fieldRow('预警编号', item.warningNo)}
        {fieldRow('案发社区', item.communityName)}
        {fieldRow('损失金额', `${item.amountLost}元（${item.lossBand}）`)}
        {fieldRow('案件处置', formatDateTime(item.caseAt))}
        {fieldRow(
          '宣传截止',
          <span className={item.isOverdue ? styles.overdue : undefined}>
            {formatDateTime(item.dueAt)}
            {item.isOverdue ? '（已逾期）' : `（案发后${CASE_PUBLICITY_DUE_HOURS}小时内）`}
          </span>,
        )}
        {fieldRow('负责卫士', item.guardName ?? '未认领')}
        {item.summary ? fieldRow('宣传小结', item.summary) : null}
        {item.verifiedAt ? fieldRow('核查时间', formatDateTime(item.verifiedAt)) : null}
      </Card>
      <VerificationStatus kind="case_publicity" subjectId={item.id} />
      <Card className={styles.facts} title={`宣传活动（${item.activityCount}次，受众${item.audienceTotal}人）`}>
        {item.activities.length === 0 ? (
          <div className={styles.caption}>尚未开展宣传活动</div>
        ) : (
          <List data-testid="case-activities">
            {item.activities.map((activity) => (
              <List.Item
                key={activity.id}
                description={
                  <>
                    <div>
                      <PlaceText place={activity} /> · {formatDateTime(activity.occurredAt)} · {activity.audience}人 ·{' '}
                      {activity.createdByName}
                    </div>
                    <FeedbackPhotos keys={activity.photos} />
                  </>
                }
              >
                {CASE_PUBLICITY_ACTIVITY_PLACES[activity.place]}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
      {isOpen ? (
        <>
          <ActivityFormView key={item.version} task={item} />
          <Card className={styles.facts} title="提交核查">
            <TextArea
              data-testid="case-summary"
              placeholder="宣传小结（选填）"
              value={summary}
              onChange={setSummary}
              rows={3}
              maxLength={500}
              showCount
            />
            <Button
              block
              color="primary"
              className={styles.media}
              loading={submit.isPending}
              disabled={item.activityCount === 0}
              data-testid="case-submit"
              onClick={() => void handleSubmit()}
            >
              提交核查
            </Button>
          </Card>
        </>
      ) : null}
    </PageShell>
  );
}
