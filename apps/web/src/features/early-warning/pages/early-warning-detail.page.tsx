import { Button, Card, ErrorBlock, SafeArea, Space, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { PageLoading } from '../../../components/page-loading';
import { PATHS } from '../../../config/routes';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { useSignWarning } from '../api/early-warning.mutations';
import { warningDetailQuery } from '../api/early-warning.queries';
import { FeedbackHistory, WarningFacts, WarningSteps } from '../components/warning-detail-sections';
import { WarningCountdown } from '../components/warning-countdown';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { formatTime, levelOf, sourceName, stateName } from '../lib/format';

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** One warning: steps, data by kind, victim/suspect, feedbacks, and the actions the caller may take. */
export default function EarlyWarningDetailPage() {
  const assignmentId = useAssignmentId();
  const { data: detail, isPending, isError, error, refetch } = useQuery(warningDetailQuery(assignmentId));
  const sign = useSignWarning();

  if (!assignmentId)
    return (
      <PageShell>
        <ErrorBlock status="empty" title="缺少预警编号" />
      </PageShell>
    );
  if (isPending)
    return (
      <PageShell>
        <PageLoading />
      </PageShell>
    );
  if (isError)
    return (
      <PageShell>
        <ErrorBlock status="disconnected" title="加载失败" description={error.message}>
          <Button color="primary" fill="outline" onClick={() => void refetch()}>
            重试
          </Button>
        </ErrorBlock>
      </PageShell>
    );

  const level = levelOf(detail.level);
  const handleSign = async () => {
    if (!(await showConfirm('确认签收该预警?签收后请在反馈时限内完成处置。'))) return;
    try {
      await sign.mutateAsync({ assignmentId, version: detail.version });
      showToast('签收成功');
    } catch (signError) {
      toastError(signError);
    }
  };

  return (
    <PageShell bodyStyle={{ background: '#f5f5f5', paddingBottom: 120 }}>
      <Card
        style={{ margin: 12, borderRadius: 12, borderLeft: `4px solid ${level.color}` }}
        data-testid="warning-detail"
        data-state={detail.state}
      >
        <Space wrap align="center">
          <Tag color={level.color} fill="solid">
            {level.name}
          </Tag>
          <Tag color="primary" fill="outline" data-testid="warning-state">
            {stateName(detail.state)}
          </Tag>
          {detail.isDuplicate ? <Tag color="warning">重复</Tag> : null}
          <WarningCountdown source={detail} />
        </Space>
        <div style={{ marginTop: 8, fontSize: 13, color: '#555', lineHeight: '22px' }}>
          <div>预警编号:{detail.warningNo}</div>
          <div>
            来源:{sourceName(detail.source)} · 诈骗类型:{detail.fraudTypeName ?? '未研判'}
          </div>
          <div>
            推送时间:{formatTime(detail.pushedAt)} · 签收时间:{formatTime(detail.signedAt)}
          </div>
          <div>处置单位:{detail.orgName}</div>
        </div>
      </Card>
      <Card title="处置进度" style={{ margin: 12, borderRadius: 12 }}>
        <WarningSteps detail={detail} />
      </Card>
      <WarningFacts detail={detail} />
      <FeedbackHistory feedbacks={detail.feedbacks} />
      <div style={{ padding: '0 12px', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button
          size="small"
          data-testid="operate-log-button"
          onClick={() => void navigateTo(withId(PATHS.operateLog, assignmentId))}
        >
          操作日志
        </Button>
        <Button
          size="small"
          data-testid="same-person-button"
          onClick={() =>
            void navigateTo(`${PATHS.earlyWarningDetailList}?personKey=${encodeURIComponent(detail.personKey)}`)
          }
        >
          同一人员预警({detail.openWarningsOfPerson})
        </Button>
        <Button
          size="small"
          data-testid="transfer-log-button"
          onClick={() => void navigateTo(withId(PATHS.transferLog, assignmentId))}
        >
          移交记录
        </Button>
        <Button
          size="small"
          data-testid="liaison-feedback-button"
          onClick={() => void navigateTo(withId(PATHS.liaisonFeedbackHandle, assignmentId))}
        >
          联络员反馈
        </Button>
        <Button
          size="small"
          data-testid="liaison-history-button"
          onClick={() => void navigateTo(withId(PATHS.liaisonFeedbackHistory, assignmentId))}
        >
          联络记录
        </Button>
        {detail.canFeedback && detail.openWarningsOfPerson > 1 ? (
          <Button
            size="small"
            data-testid="sync-handle-button"
            onClick={() => void navigateTo(withId(PATHS.syncHandle, assignmentId))}
          >
            一键同步
          </Button>
        ) : null}
      </div>
      <ActionBar
        canSign={detail.canSign}
        canFeedback={detail.canFeedback}
        canTransfer={detail.canTransfer}
        isSigning={sign.isPending}
        onSign={() => void handleSign()}
        onFeedback={() => void navigateTo(withId(PATHS.earlyWarningHandle, assignmentId))}
        onTransfer={() => void navigateTo(withId(PATHS.transferEarlyWarning, assignmentId))}
      />
    </PageShell>
  );
}

interface ActionBarProps {
  canSign: boolean;
  canFeedback: boolean;
  canTransfer: boolean;
  isSigning: boolean;
  onSign: () => void;
  onFeedback: () => void;
  onTransfer: () => void;
}

function ActionBar({ canSign, canFeedback, canTransfer, isSigning, onSign, onFeedback, onTransfer }: ActionBarProps) {
  if (!canSign && !canFeedback && !canTransfer) return null;
  return (
    <div
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        background: '#fff',
        borderTop: '1px solid #eee',
        zIndex: 20,
      }}
    >
      <div style={{ display: 'flex', gap: 8, padding: '8px 12px' }}>
        {canTransfer ? (
          <Button block fill="outline" data-testid="transfer-button" onClick={onTransfer}>
            移交
          </Button>
        ) : null}
        {canSign ? (
          <Button block color="primary" loading={isSigning} data-testid="sign-button" onClick={onSign}>
            签收
          </Button>
        ) : null}
        {canFeedback ? (
          <Button block color="primary" data-testid="feedback-button" onClick={onFeedback}>
            反馈
          </Button>
        ) : null}
      </div>
      <SafeArea position="bottom" />
    </div>
  );
}
