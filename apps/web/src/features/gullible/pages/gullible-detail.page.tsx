import { useState } from 'react';
import { Button, Card } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { GULLIBLE_SOURCES, type GullibleVisit } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { SubmitFooter } from '../../../components/submit-footer';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { openPage, withId } from '../../../lib/navigation';
import { WarningSummary } from '../../early-warning';
import { fetchVisitPage, gullibleKeys, gullibleQuery, gullibleWarningsQuery } from '../api/gullible.queries';
import { GullibleTags } from '../components/gullible-card';
import { RiskPopup } from '../components/risk-popup';
import { VisitFormPopup } from '../components/visit-form-popup';
import styles from '../../../components/page-sections.module.css';

const yes = (value: boolean) => (value ? '是' : '否');

/** 人员详情: profile, circle summary, warnings on this person, behaviour link, visits and the visit form. */
export default function GullibleDetailPage() {
  const [searchParams] = useSearchParams();
  const personId = searchParams.get('id') ?? '';
  const person = useQuery(gullibleQuery(personId));
  const warnings = useQuery(gullibleWarningsQuery(personId));
  const [isVisiting, setIsVisiting] = useState(false);
  const [isChangingRisk, setIsChangingRisk] = useState(false);

  const state = queryState(person, { isMissing: !personId, missingTitle: '缺少人员编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const detail = state.data;

  return (
    <PageShell bodyClassName={styles.body}>
      <Card
        className={styles.card}
        title={<span data-testid="gullible-name">{detail.name}</span>}
        data-testid="gullible-profile"
      >
        <GullibleTags person={detail} />
        {fieldRow('手机号', detail.contactPhone)}
        {fieldRow('身份证号', detail.idNumber)}
        {fieldRow('住址', detail.address ?? '-')}
        {fieldRow('所属社区', detail.orgName)}
        {fieldRow('责任卫士', detail.guardName ?? '未指定')}
        {fieldRow('来源', GULLIBLE_SOURCES[detail.source])}
        {fieldRow('最近走访', detail.lastVisitedAt ? formatDateTime(detail.lastVisitedAt) : '暂无')}
        {detail.canChangeRisk ? (
          <Button size="small" fill="outline" data-testid="risk-button" onClick={() => setIsChangingRisk(true)}>
            调整风险等级
          </Button>
        ) : null}
      </Card>
      <Card
        className={styles.card}
        title="守护圈"
        data-testid="gullible-circle-summary"
        extra={
          <Button
            size="mini"
            color="primary"
            fill="outline"
            data-testid="circle-detail-button"
            onClick={() => openPage(withId(PATHS.reserveDetail, detail.id))}
          >
            查看守护圈
          </Button>
        }
      >
        <div className={styles.row}>
          <span>
            已加入 <b data-testid="circle-active-count">{detail.circle.active}</b> 人 · 待接受 {detail.circle.invited}{' '}
            人
          </span>
          <Button
            size="mini"
            data-testid="circle-members-button"
            onClick={() => openPage(withId(PATHS.reserveMember, detail.id))}
          >
            成员管理
          </Button>
        </div>
      </Card>
      <div className={styles.links}>
        <Button
          size="small"
          data-testid="behavior-button"
          onClick={() => openPage(withId(PATHS.userBehavior, detail.id))}
        >
          用户行为（{detail.behaviorCount}）
        </Button>
        <Button size="small" data-testid="reserve-button" onClick={() => openPage(withId(PATHS.reserve, detail.id))}>
          联系圈主
        </Button>
      </div>
      <div className={styles.heading}>涉及预警</div>
      {warnings.data && warnings.data.length === 0 ? (
        <div className={styles.links}>
          <span className={styles.muted}>暂无预警</span>
        </div>
      ) : null}
      {(warnings.data ?? []).map((warning) => (
        <WarningSummary
          key={warning.assignmentId}
          warning={warning}
          testId={`gullible-warning-${warning.assignmentId}`}
          onClick={() => openPage(withId(PATHS.earlyWarningDetail, warning.assignmentId))}
        />
      ))}
      <div className={styles.heading}>走访记录</div>
      <InfiniteList<GullibleVisit>
        queryKey={gullibleKeys.visits(personId)}
        fetchPage={(cursor) => fetchVisitPage(personId, cursor)}
        itemKey={(visit) => visit.id}
        emptyText="暂无走访记录"
        canPullToRefresh={false}
        renderItem={(visit) => (
          <Card className={styles.card} data-testid="gullible-visit">
            {fieldRow('走访时间', formatDateTime(visit.visitedAt))}
            {fieldRow('走访人', visit.visitedByName)}
            {fieldRow('已宣传', yes(visit.publicityDone))}
            {fieldRow('已装反诈APP', yes(visit.appInstalled))}
            {fieldRow('已入守护圈', yes(visit.circleJoined))}
            {fieldRow('走访情况', visit.content)}
          </Card>
        )}
        testId="gullible-visits"
      />
      {detail.canVisit ? (
        <SubmitFooter testId="gullible-visit-button" isSubmitting={false} onSubmit={() => setIsVisiting(true)}>
          走访登记
        </SubmitFooter>
      ) : null}
      {detail.canVisit ? (
        <VisitFormPopup person={detail} visible={isVisiting} onClose={() => setIsVisiting(false)} />
      ) : null}
      {detail.canChangeRisk ? (
        <RiskPopup person={detail} visible={isChangingRisk} onClose={() => setIsChangingRisk(false)} />
      ) : null}
    </PageShell>
  );
}
