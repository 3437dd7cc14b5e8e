import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { circleQuery } from '../api/protection-circle.queries';
import { CircleOwnerCard } from '../components/circle-owner-card';
import { MemberCard } from '../components/member-card';
import styles from '../../../components/page-sections.module.css';

/** 守护圈详情: the circle of one person — the owner and every member with their state. */
export default function CircleDetailPage() {
  const [searchParams] = useSearchParams();
  const ownerId = searchParams.get('id') ?? '';
  const circle = useQuery(circleQuery(ownerId));
  const state = queryState(circle, { isMissing: !ownerId, missingTitle: '缺少圈主编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const detail = state.data;
  return (
    <PageShell bodyClassName={styles.body}>
      <CircleOwnerCard circle={detail} />
      <div className={styles.row}>
        <div className={styles.heading}>守护圈成员</div>
        {detail.canManage ? (
          <div className={styles.links}>
            <Button
              size="small"
              color="primary"
              data-testid="manage-members-button"
              onClick={() => openPage(withId(PATHS.reserveMember, ownerId))}
            >
              添加/管理成员
            </Button>
          </div>
        ) : null}
      </div>
      {detail.members.length === 0 ? <EmptyState title="守护圈暂无成员" /> : null}
      {detail.members.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </PageShell>
  );
}
