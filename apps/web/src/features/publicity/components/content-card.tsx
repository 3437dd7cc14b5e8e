import { Card, Space, Tag } from 'antd-mobile';
import { PUBLICITY_CATEGORIES, PUBLICITY_CONTENT_KINDS, type PublicityContent } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import styles from './content-card.module.css';

/** One library item: kind and category, title, summary, fraud-type tags, publisher and date. */
export function ContentCard({ content, onOpen }: { content: PublicityContent; onOpen: () => void }) {
  return (
    <Card data-testid={`publicity-content-${content.id}`} className={styles.card} onBodyClick={onOpen}>
      <div className={styles.title}>{content.title}</div>
      <div className={styles.summary}>{content.summary}</div>
      <Space wrap className={styles.tags}>
        <Tag color="primary" fill="outline">
          {PUBLICITY_CONTENT_KINDS[content.kind]}
        </Tag>
        <Tag color="default">{PUBLICITY_CATEGORIES[content.category]}</Tag>
        {content.fraudTypes.map((type) => (
          <Tag key={type.code} color="warning" fill="outline">
            {type.name}
          </Tag>
        ))}
      </Space>
      <div className={styles.meta}>
        {content.publisherName} · {formatDateTime(content.publishedAt)}
      </div>
    </Card>
  );
}
