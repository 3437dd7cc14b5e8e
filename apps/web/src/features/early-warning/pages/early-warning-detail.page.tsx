import { ReviewActions } from '../components/review-actions';
import { Button, Card, SafeArea, Space, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { ORG_LEVEL, type WarningDetail } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { mayOpen, PATHS } from '../../../config/routes';
import { useSession } from '../../../lib/session/session.store';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { openPage, withId } from '../../../lib/navigation';
import { formatDateTime } from '../../../lib/date-time';
import { useSignWarning } from '../api/early-warning.mutations';
import { warningDetailQuery } from '../api/early-warning.queries';
import { FeedbackHistory, WarningFacts, WarningSteps } from '../components/warning-detail-sections';
import { RecontactCountdown } from '../components/recontact-countdown';
import { WarningCountdown } from '../components/warning-countdown';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { levelOf, sourceName, stateName } from '../lib/format';
import { cssVars } from '../../../theme/theme';
import styles from './early-warning-detail.page.module.css';
import { MISSING_WARNING_ID } from '../early-warning.texts';
import { CircleDissuasions } from '../../protection-circle';
import { CarrierAssistSection } from '../components/carrier-assist-section';
import { accessLogPathOf } from '../../access-log';

/**
 * The pages one warning links to; 一键同步 only when the person has other open warnings to handle;
 * 访问记录 (who saw this victim's data) for the centre's oa staff.
 */
function warningLinks(detail: WarningDetail, isCentreStaff: boolean) {
  const { assignmentId } = detail;
  const links = [
    { testId: 'operate-log-button', label: '操作日志', path: withId(PATHS.operateLog, assignmentId) },
    {
      testId: 'same-person-button',
      label: `同一人员预警（${detail.openWarningsOfPerson}）`,
      path: `${PATHS.earlyWarningDetailList}?personKey=${encodeURIComponent(detail.personKey)}`,
    },
    { testId: 'transfer-log-button', label: '移交记录', path: withId(PATHS.transferLog, assignmentId) },
    { testId: 'liaison-feedback-button', label: '联络员反馈', path: withId(PATHS.liaisonFeedbackHandle, assignmentId) },
    { testId: 'liaison-history-button', label: '联络记录', path: withId(PATHS.liaisonFeedbackHistory, assignmentId) },
  ];
  if (detail.canFeedback && detail.openWarningsOfPerson > 0)
    links.push({ testId: 'sync-handle-button', label: '一键同步', path: withId(PATHS.syncHandle, assignmentId) });
  if (isCentreStaff)
    links.push({ testId: 'access-log-button', label: '访问记录', path: accessLogPathOf(detail.personKey) });
  return links;
}

/** One warning: steps, data by kind, victim/suspect, feedbacks, and the actions the caller may take. */
export default function EarlyWarningDetailPage() {
  const assignmentId = useAssignmentId();
  const detailQuery = useQuery(warningDetailQuery(assignmentId));
  const sign = useSignWarning();
  const loginType = useSession((s) => s.loginType);
  const isCentreStaff = useSession((s) => s.loginType === 'oa' && s.orgLevel === ORG_LEVEL.centre);

  const detailState = queryState(detailQuery, { isMissing: !assignmentId, missingTitle: MISSING_WARNING_ID });
  if (detailState.view) return <PageShell>{detailState.view}</PageShell>;

  const detail = detailState.data;
  const level = levelOf(detail.level);
  const handleSign = async () => {
    if (!(await showConfirm('确认签收该预警？签收后请在反馈时限内完成处置。'))) return;
    try {
      await sign.mutateAsync({ assignmentId, version: detail.version });
      showToast('签收成功');
    } catch (signError) {
      toastError(signError);
    }
  };

  return (
    <PageShell bodyClassName={styles.body}>
      <Card
        className={styles.summary}
        style={cssVars({ '--level-color': level.color })}
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
          <RecontactCountdown source={detail} />
        </Space>
        <div className={styles.facts}>
          <div>预警编号：{detail.warningNo}</div>
          <div>
            来源：{sourceName(detail.source)} · 诈骗类型：{detail.fraudTypeName ?? '未研判'}
          </div>
          <div>
            推送时间：{formatDateTime(detail.pushedAt)} · 签收时间：{formatDateTime(detail.signedAt)}
          </div>
          <div>处置单位：{detail.orgName}</div>
        </div>
      </Card>
      <Card title="处置进度" className={styles.card}>
        <WarningSteps detail={detail} />
      </Card>
      <WarningFacts detail={detail} />
      <FeedbackHistory feedbacks={detail.feedbacks} />
      <CircleDissuasions assignmentId={assignmentId} mayRecord={loginType === 'guard'} className={styles.card} />
      <CarrierAssistSection assignmentId={assignmentId} className={styles.card} />
      <ReviewActions detail={detail} />
      <div className={styles.links}>
        {warningLinks(detail, isCentreStaff)
          .filter((link) => mayOpen(link.path, loginType))
          .map((link) => (
            <Button key={link.testId} size="small" data-testid={link.testId} onClick={() => openPage(link.path)}>
              {link.label}
            </Button>
          ))}
      </div>
      <ActionBar
        canSign={detail.canSign}
        canFeedback={detail.canFeedback}
        canTransfer={detail.canTransfer}
        isSigning={sign.isPending}
        onSign={() => void handleSign()}
        onFeedback={() => openPage(withId(PATHS.earlyWarningHandle, assignmentId))}
        onTransfer={() => openPage(withId(PATHS.transferEarlyWarning, assignmentId))}
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
    <div className={styles.actionBar}>
      <div className={styles.actions}>
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
