import type { ReactNode } from 'react';
import { Card, Space } from 'antd-mobile';
import styles from './list-card.module.css';

/**
 * One record in a list: its title (tags before and after it), its state beside it, its rows, and
 * actions below that do not open it. A tap on the body and on the header opens it (`opensBy` one
 * of them only). `classNames` take a feature's own card and title styles (e.g. state-card's).
 */
export function ListCard({
  testId,
  state,
  attributes,
  onOpen,
  opensBy = 'both',
  before,
  title,
  after,
  extra,
  actions,
  classNames,
  children,
}: {
  testId: string;
  /** `data-state` of the card, read by tests and journeys. */
  state?: string;
  /** Other `data-*` attributes of the card (e.g. a transfer's `data-status`). */
  attributes?: Record<`data-${string}`, string>;
  onOpen?: () => void;
  opensBy?: 'both' | 'body' | 'header';
  before?: ReactNode;
  title: ReactNode;
  after?: ReactNode;
  extra?: ReactNode;
  actions?: ReactNode;
  classNames?: { card?: string; title?: string };
  children?: ReactNode;
}) {
  const heading = <span className={classNames?.title ?? styles.title}>{title}</span>;
  return (
    <Card
      className={classNames?.card ?? styles.card}
      data-testid={testId}
      data-state={state}
      {...attributes}
      onBodyClick={opensBy === 'header' ? undefined : onOpen}
      onHeaderClick={opensBy === 'body' ? undefined : onOpen}
      title={
        before || after ? (
          <Space align="center" wrap>
            {before}
            {heading}
            {after}
          </Space>
        ) : (
          heading
        )
      }
      extra={extra}
    >
      {children}
      {actions ? (
        <div className={styles.actions} onClick={(event) => event.stopPropagation()}>
          {actions}
        </div>
      ) : null}
    </Card>
  );
}
