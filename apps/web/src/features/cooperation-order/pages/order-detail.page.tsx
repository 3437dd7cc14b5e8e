import { Card, Space } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { ORDER_TYPES, ORDER_URGENCIES } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { orderQuery } from '../api/cooperation-order.queries';
import { AttachmentList } from '../components/attachment-list';
import { countsText } from '../components/order-card';
import { OrderHistory } from '../components/order-history';
import { TargetCard } from '../components/target-card';
import { UrgencyTag } from '../components/order-tags';
import styles from '../components/order.module.css';

/** 工单详情 (centre): the order, each target partner's task with its state and times, and the moves. */
export default function OrderDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const query = useQuery(orderQuery(id));
  const state = queryState(query, { isMissing: !id, missingTitle: '缺少工单编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const order = state.data;
  return (
    <PageShell>
      <Card
        className={styles.card}
        data-testid="order-detail"
        title={
          <Space align="center" wrap>
            <UrgencyTag urgency={order.urgency} />
            <span className={styles.title}>{order.title}</span>
          </Space>
        }
      >
        {fieldRow('工单类型', ORDER_TYPES[order.type])}
        {fieldRow('紧急程度', ORDER_URGENCIES[order.urgency])}
        {fieldRow('下发', `${order.orgName} ${order.createdByName}`)}
        {fieldRow('下发时间', formatDateTime(order.createdAt))}
        {fieldRow('办理时限', formatDateTime(order.deadlineAt))}
        {fieldRow('办理情况', <span data-testid="order-counts">{countsText(order.counts)}</span>)}
        {order.overdueCount > 0 ? fieldRow('逾期', `${order.overdueCount} 家`) : null}
      </Card>
      <Card title="工单内容" className={styles.card}>
        <div className={styles.content}>{order.content}</div>
        {fieldRow('附件', <AttachmentList attachments={order.attachments} testId="order-files" />)}
      </Card>
      <div className={styles.section}>接收单位（{order.targetCount}）</div>
      {order.targets.map((target) => (
        <TargetCard key={target.taskId} target={target} />
      ))}
      <OrderHistory title="操作记录" history={order.history} />
    </PageShell>
  );
}
