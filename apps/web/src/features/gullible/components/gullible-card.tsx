import type { ReactNode } from 'react';
import { Space, Tag } from 'antd-mobile';
import {
  GULLIBLE_GROUPS,
  GULLIBLE_RISK_LEVELS,
  GULLIBLE_SOURCES,
  GULLIBLE_VISIT_STATUSES,
  type GulliblePerson,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { RISK_COLORS } from '../gullible.rules';
import styles from './gullible-card.module.css';

export function GullibleTags({ person }: { person: GulliblePerson }) {
  return (
    <Space wrap>
      <Tag color={RISK_COLORS[person.riskLevel]} data-testid="gullible-risk">
        {GULLIBLE_RISK_LEVELS[person.riskLevel]}
      </Tag>
      <Tag color="primary" fill="outline">
        {GULLIBLE_GROUPS[person.group]}
      </Tag>
      <Tag
        color={person.visitStatus === 'VISITED' ? 'success' : 'warning'}
        fill="outline"
        data-testid="gullible-visit-status"
      >
        {GULLIBLE_VISIT_STATUSES[person.visitStatus]}
      </Tag>
      {person.appInstalled ? <Tag color="success">已装反诈APP</Tag> : null}
      {person.circleJoined ? <Tag color="success">已入守护圈</Tag> : null}
    </Space>
  );
}

/** One gullible person: masked name and numbers, group, risk, visit status, community and guard. */
export function GullibleCard({
  person,
  onOpen,
  actions,
}: {
  person: GulliblePerson;
  onOpen?: () => void;
  actions?: ReactNode;
}) {
  return (
    <ListCard
      testId={`gullible-person-${person.id}`}
      opensBy="body"
      onOpen={onOpen}
      title={person.name}
      actions={actions}
    >
      <GullibleTags person={person} />
      <div className={styles.fields}>
        {fieldRow('手机号', person.phone)}
        {fieldRow('身份证号', person.idNumber)}
        {fieldRow('所属社区', person.orgName)}
        {fieldRow('责任卫士', person.guardName ?? '未指定')}
        {fieldRow('来源', GULLIBLE_SOURCES[person.source])}
        {fieldRow('最近走访', person.lastVisitedAt ? formatDateTime(person.lastVisitedAt) : '暂无')}
      </div>
    </ListCard>
  );
}
