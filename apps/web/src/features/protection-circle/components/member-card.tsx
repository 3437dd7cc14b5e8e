import type { ReactNode } from 'react';
import { Card, Space, Tag } from 'antd-mobile';
import { CIRCLE_ROLES, type CircleMember } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { MEMBER_COLORS, memberStateName } from '../protection-circle.rules';
import page from '../../../components/page-sections.module.css';
import styles from '../protection-circle.module.css';

/** One circle member (phone masked): relation, role, state, notify flag; actions below. */
export function MemberCard({ member, actions }: { member: CircleMember; actions?: ReactNode }) {
  return (
    <Card
      data-testid={`circle-member-${member.id}`}
      data-state={member.status}
      className={page.card}
      title={
        <span className={styles.name}>
          {member.name}（{member.relation}）
        </span>
      }
    >
      <Space wrap>
        <Tag color={MEMBER_COLORS[member.status]} data-testid="circle-member-state">
          {memberStateName(member)}
        </Tag>
        <Tag color="primary" fill="outline">
          {CIRCLE_ROLES[member.role]}
        </Tag>
        {member.notify && member.status === 'ACTIVE' ? <Tag color="success">预警通知</Tag> : null}
      </Space>
      <div className={styles.fields}>
        {fieldRow('手机号', member.phone)}
        {fieldRow('邀请时间', formatDateTime(member.invitedAt))}
        {member.respondedAt ? fieldRow('答复时间', formatDateTime(member.respondedAt)) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Card>
  );
}
