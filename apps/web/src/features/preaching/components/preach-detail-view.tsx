import { useState } from 'react';
import { Button, Card, NoticeBar, Steps } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  hasPreachStarted,
  PREACH_AUDIENCE_TYPES,
  PREACH_SOURCES,
  type PreachAction,
  type PreachDetail,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { queryState } from '../../../components/query-state';
import { ReasonDialog, sendReason, type ReasonDialogText } from '../../../components/reason-dialog';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { openPage, withId } from '../../../lib/navigation';
import { FeedbackPhotos } from '../../file';
import { VerificationStatus } from '../../verification';
import { preachDetailQuery } from '../api/preaching.queries';
import { useAcceptPreach, useReasonMove, type PreachReasonMove } from '../api/preaching.mutations';
import { topicsText } from './appointment-card';
import { PreachCompleteForm } from './preach-complete-form';
import { PreachStateTag } from './preach-state-tag';
import styles from './preaching.module.css';

const REASON_TEXT: Record<PreachReasonMove, ReasonDialogText> = {
  decline: {
    title: '退回单位',
    placeholder: '请说明不能承接的原因',
    required: '请填写原因',
    confirm: '确认退回',
    testId: 'preach-decline',
  },
  reject: {
    title: '驳回预约',
    placeholder: '请说明驳回原因',
    required: '请填写原因',
    confirm: '确认驳回',
    testId: 'preach-reject',
  },
  cancel: {
    title: '取消宣讲',
    placeholder: '请说明取消原因',
    required: '请填写原因',
    confirm: '确认取消',
    testId: 'preach-cancel',
  },
};
const BUTTON_TEXT: Record<PreachAction, string> = {
  assignUnit: '分配单位',
  assignGuard: '分配卫士',
  accept: '接受',
  decline: '退回单位',
  reject: '驳回',
  cancel: '取消宣讲',
  complete: '完成宣讲',
};

function History({ detail }: { detail: PreachDetail }) {
  return (
    <Card title="办理记录" className={styles.card}>
      <Steps direction="vertical" current={detail.history.length - 1}>
        {detail.history.map((entry, i) => (
          <Steps.Step
            key={`${entry.at}-${i}`}
            title={entry.action}
            description={`${formatDateTime(entry.at)}${entry.remark ? `，${entry.remark}` : ''}`}
          />
        ))}
      </Steps>
    </Card>
  );
}

/** 预约详情: the session, its history, and the moves the server offers the caller. */
export function PreachDetailView({ id }: { id: string }) {
  const detail = useQuery(preachDetailQuery(id));
  const accept = useAcceptPreach();
  const reasonMove = useReasonMove();
  const [asking, setAsking] = useState<PreachReasonMove | null>(null);
  const [completing, setCompleting] = useState(false);
  const state = queryState(detail);
  if (state.view) return state.view;
  const appointment = state.data;
  const move = { id: appointment.id, version: appointment.version };
  // The server refuses it too; the button says why instead of letting the guard fill the form in vain.
  const isBeforeStart = appointment.actions.includes('complete') && !hasPreachStarted(appointment.startsAt, new Date());

  const act = async (action: PreachAction) => {
    if (action === 'assignUnit') return openPage(withId(PATHS.preachAssignGroup, appointment.id));
    if (action === 'assignGuard') return openPage(withId(PATHS.preachAssignGuard, appointment.id));
    if (action === 'complete') return setCompleting(true);
    if (action === 'accept') {
      if (!(await showConfirm('确认接受该宣讲任务？'))) return;
      return accept.mutate(move, { onSuccess: () => showToast('已接受'), onError: toastError });
    }
    setAsking(action);
  };
  const handleReason = async (reason: string) =>
    asking !== null &&
    sendReason(
      () => reasonMove.mutateAsync({ move: asking, body: { ...move, reason } }),
      '操作成功',
      () => setAsking(null),
    );

  return (
    <div data-testid="preach-detail" data-state={appointment.state}>
      {appointment.refuseReason && appointment.state === 'ACCEPTED' ? (
        <NoticeBar color="error" wrap content={`完成情况被退回：${appointment.refuseReason}`} />
      ) : null}
      <Card
        className={styles.card}
        title={
          <span className={styles.title}>
            {appointment.applicantUnit}
            <PreachStateTag state={appointment.state} />
          </span>
        }
      >
        {fieldRow('来源', PREACH_SOURCES[appointment.source])}
        {fieldRow('宣讲时间', formatDateTime(appointment.startsAt))}
        {fieldRow('宣讲地址', appointment.address)}
        {fieldRow('受众', `${PREACH_AUDIENCE_TYPES[appointment.audienceType]}，预计${appointment.expectedAudience}人`)}
        {fieldRow('宣讲主题', topicsText(appointment.topics))}
        {fieldRow('联系人', appointment.contactName)}
        {fieldRow('联系电话', <span data-testid="preach-contact-phone">{appointment.contactPhone}</span>)}
        {appointment.remark ? fieldRow('备注', appointment.remark) : null}
        {fieldRow('承接单位', appointment.orgName)}
        {fieldRow('宣讲卫士', appointment.guardName ?? '待分配')}
        {appointment.closeReason ? fieldRow('原因', appointment.closeReason) : null}
      </Card>
      {appointment.completedAt ? (
        <Card title="完成情况" className={styles.card}>
          {fieldRow('完成时间', formatDateTime(appointment.completedAt))}
          {fieldRow('实到人数', <span data-testid="preach-audience">{appointment.audienceCount}人</span>)}
          {fieldRow('宣讲概况', appointment.overview)}
          {fieldRow('签到人数', `${appointment.signIns}人`)}
          {fieldRow('评分', appointment.ratingAverage === null ? '暂无' : `${appointment.ratingAverage}分`)}
          {appointment.photos.length > 0 ? fieldRow('现场照片', <FeedbackPhotos keys={appointment.photos} />) : null}
        </Card>
      ) : null}
      {appointment.completedAt ? <VerificationStatus kind="preach_completion" subjectId={appointment.id} /> : null}
      {appointment.actions.length > 0 && !completing ? (
        <div className={styles.actions}>
          {appointment.actions.map((action) => (
            <Button
              key={action}
              size="small"
              color={action === 'reject' || action === 'cancel' || action === 'decline' ? 'danger' : 'primary'}
              fill={action === 'reject' || action === 'cancel' || action === 'decline' ? 'outline' : 'solid'}
              loading={action === 'accept' && accept.isPending}
              disabled={action === 'complete' && isBeforeStart}
              data-testid={`preach-action-${action}`}
              onClick={() => void act(action)}
            >
              {BUTTON_TEXT[action]}
            </Button>
          ))}
          {isBeforeStart ? (
            <div className={styles.actionHint} data-testid="preach-complete-hint">
              宣讲开始后（{formatDateTime(appointment.startsAt)}）才能完成宣讲
            </div>
          ) : null}
        </div>
      ) : null}
      {completing && appointment.actions.includes('complete') ? <PreachCompleteForm appointment={appointment} /> : null}
      <History detail={appointment} />
      {asking ? (
        <ReasonDialog
          text={REASON_TEXT[asking]}
          visible
          isSubmitting={reasonMove.isPending}
          onClose={() => setAsking(null)}
          onSubmit={handleReason}
        />
      ) : null}
    </div>
  );
}
