import { useState } from 'react';
import { Card, SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import type { Circle } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { circleQuery, fetchCirclePage, protectionCircleKeys } from '../api/protection-circle.queries';
import { CircleOwnerCard } from '../components/circle-owner-card';
import { MemberCard } from '../components/member-card';
import styles from '../../../components/page-sections.module.css';

/** 联系圈主: with `?id=` the owner with call / SMS (for the holders) and the active members; else the circles of my area. */
export default function CircleContactPage() {
  const [searchParams] = useSearchParams();
  const ownerId = searchParams.get('id') ?? '';
  return (
    <PageShell bodyClassName={styles.body}>{ownerId ? <OwnerContact ownerId={ownerId} /> : <CircleList />}</PageShell>
  );
}

function OwnerContact({ ownerId }: { ownerId: string }) {
  const circle = useQuery(circleQuery(ownerId));
  const state = queryState(circle);
  if (state.view) return state.view;
  const active = state.data.members.filter((member) => member.status === 'ACTIVE');
  return (
    <>
      <CircleOwnerCard circle={state.data} />
      <div className={styles.heading}>守护人（已加入）</div>
      {active.length === 0 ? (
        <div className={styles.links}>
          <span className={styles.muted}>暂无已加入的成员</span>
        </div>
      ) : null}
      {active.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </>
  );
}

function CircleList() {
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <div className={styles.filters}>
        <SearchBar
          placeholder="圈主姓名"
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <InfiniteList<Circle>
        queryKey={protectionCircleKeys.circles(keyword)}
        fetchPage={(cursor) => fetchCirclePage(keyword, cursor)}
        itemKey={(circle) => circle.ownerId}
        emptyText="暂无守护圈"
        header={(total, isCapped) => (
          <div className={styles.total}>
            共 {total}
            {isCapped ? '+' : ''} 个守护圈
          </div>
        )}
        renderItem={(circle) => (
          <Card
            className={styles.card}
            data-testid={`circle-${circle.ownerId}`}
            title={`圈主 ${circle.ownerName}`}
            onClick={() => openPage(withId(PATHS.reserve, circle.ownerId))}
          >
            {fieldRow('手机号', circle.ownerPhone)}
            {fieldRow('分类/风险', `${circle.group} · ${circle.riskLevel}`)}
            {fieldRow('所属社区', circle.orgName)}
            {fieldRow('成员', `已加入 ${circle.active} 人 · 待接受 ${circle.invited} 人`)}
          </Card>
        )}
        testId="circle-list"
      />
    </>
  );
}
