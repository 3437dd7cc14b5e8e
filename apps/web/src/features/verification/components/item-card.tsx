import { Card, Space, Tag } from 'antd-mobile';
import { VERIFIABLE_KINDS, VERIFICATION_STATES, type VerificationItem } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { STATE_COLOR } from '../verification.rules';
import styles from './verification.module.css';

/** One item of a queue: its kind, title, who submitted it where and when, its round. */
export function ItemCard({ item, onOpen }: { item: VerificationItem; onOpen: () => void }) {
  return (
    <Card
      className={styles.card}
      data-testid={`verification-item-${item.id}`}
      data-state={item.state}
      onBodyClick={onOpen}
      onHeaderClick={onOpen}
      title={
        <Space align="center" wrap>
          <Tag color="primary" fill="outline">
            {VERIFIABLE_KINDS[item.kind]}
          </Tag>
          <span className={styles.title}>{item.title}</span>
        </Space>
      }
      extra={<Tag color={STATE_COLOR[item.state]}>{VERIFICATION_STATES[item.state]}</Tag>}
    >
      {fieldRow('提交单位', item.orgName)}
      {fieldRow('提交人', item.submitterName)}
      {fieldRow('提交时间', formatDateTime(item.submittedAt))}
      {item.round > 1 ? <div className={styles.muted}>第{item.round}次提交</div> : null}
    </Card>
  );
}
