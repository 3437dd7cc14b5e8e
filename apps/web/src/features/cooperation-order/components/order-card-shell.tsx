import type { ReactNode } from 'react';
import { Card, Space } from 'antd-mobile';
import type { OrderUrgency } from '@afp/contract';
import { UrgencyTag } from './order-tags';
import styles from './order.module.css';

/** A card of the order lists (the centre's orders, the partner's tasks): urgency and title on top, tapped to open. */
export function OrderCardShell({
  urgency,
  title,
  extra,
  onOpen,
  children,
  ...data
}: {
  urgency: OrderUrgency;
  title: string;
  extra: ReactNode;
  onOpen: () => void;
  children: ReactNode;
  'data-testid': string;
  'data-state'?: string;
  'data-urgency'?: string;
}) {
  return (
    <Card
      {...data}
      className={styles.card}
      onBodyClick={onOpen}
      onHeaderClick={onOpen}
      title={
        <Space align="center" wrap>
          <UrgencyTag urgency={urgency} />
          <span className={styles.title}>{title}</span>
        </Space>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
