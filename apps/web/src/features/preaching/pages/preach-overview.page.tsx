import { Button, Card, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PREACH_TOPICS } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { openPage } from '../../../lib/navigation';
import { preachOverviewQuery } from '../api/preaching.queries';
import styles from '../components/preaching.module.css';

/** 宣讲概况: my sessions, audience, sign-ins and rating (the server's SQL), topics, and my overview text. */
export default function PreachOverviewPage() {
  const overview = useQuery(preachOverviewQuery());
  const state = queryState(overview);
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const mine = state.data;
  const figures: [string, string | number, string][] = [
    ['宣讲场次', mine.sessions, 'overview-sessions'],
    ['受众总数', mine.audienceTotal, 'overview-audience'],
    ['签到人数', mine.signIns, 'overview-sign-ins'],
    ['平均评分', mine.ratingAverage ?? '-', 'overview-rating'],
    ['待宣讲', mine.upcoming, 'overview-upcoming'],
    ['主题数', mine.topics.length, 'overview-topics'],
  ];
  return (
    <PageShell>
      <div className={styles.figures}>
        {figures.map(([label, value, testId]) => (
          <div key={label} className={styles.figure}>
            <div className={styles.figureValue} data-testid={testId}>
              {value}
            </div>
            <div className={styles.figureLabel}>{label}</div>
          </div>
        ))}
      </div>
      <Card title={`${mine.guardName}（${mine.orgName}）`} className={styles.card}>
        <div className={styles.overviewText} data-testid="overview-text">
          {mine.overview || '尚未填写宣讲概况'}
        </div>
      </Card>
      <Card title="宣讲主题" className={styles.card}>
        {mine.topics.length === 0 ? (
          <span className={styles.muted}>暂无已完成的宣讲</span>
        ) : (
          <div className={styles.photos}>
            {mine.topics.map((row) => (
              <Tag key={row.topic} color="primary" fill="outline">
                {PREACH_TOPICS[row.topic]} {row.sessions}场
              </Tag>
            ))}
          </div>
        )}
      </Card>
      <div className={styles.actions}>
        <Button size="small" onClick={() => openPage(PATHS.preachDetail)}>
          我的宣讲
        </Button>
        <Button size="small" data-testid="overview-edit" onClick={() => openPage(PATHS.guardDefendChange)}>
          编辑概况
        </Button>
        <Button size="small" color="primary" data-testid="overview-qr" onClick={() => openPage(PATHS.guardDefendQr)}>
          我的宣讲二维码
        </Button>
      </div>
    </PageShell>
  );
}
