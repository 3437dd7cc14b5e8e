import { Button, Card, Space, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PUBLICITY_CATEGORIES, PUBLICITY_CONTENT_KINDS, PUBLICITY_CONTENT_STATES } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { navigateTo, withId } from '../../../lib/navigation';
import { FeedbackPhotos, openFilePreview } from '../../file';
import { contentQuery } from '../api/publicity.queries';
import styles from './publicity.page.module.css';

/** 宣传详情: an article's text, a poster (tap to enlarge), a video, or a document previewed per spec §5. */
export default function PublicityDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const content = useQuery(contentQuery(id));
  const state = queryState(content, { isMissing: !id, missingTitle: '缺少内容编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const item = state.data;
  return (
    <PageShell>
      <Card title={item.title} className={styles.facts} data-testid="publicity-detail">
        <Space wrap>
          <Tag color="primary" fill="outline">
            {PUBLICITY_CONTENT_KINDS[item.kind]}
          </Tag>
          <Tag>{PUBLICITY_CATEGORIES[item.category]}</Tag>
          {item.state === 'WITHDRAWN' ? (
            <Tag color="danger" data-testid="publicity-withdrawn">
              {PUBLICITY_CONTENT_STATES.WITHDRAWN}
            </Tag>
          ) : null}
          {item.fraudTypes.map((type) => (
            <Tag key={type.code} color="warning" fill="outline">
              {type.name}
            </Tag>
          ))}
        </Space>
        <div className={styles.caption}>
          {item.publisherName} · {formatDateTime(item.publishedAt)}
        </div>
        {item.kind === 'POSTER' && item.coverKey ? <FeedbackPhotos keys={[item.coverKey]} /> : null}
        {item.kind === 'VIDEO' && item.videoUrl ? (
          <video
            className={styles.media}
            src={item.videoUrl}
            controls
            playsInline
            preload="none"
            data-testid="publicity-video"
          >
            <track kind="captions" />
          </video>
        ) : null}
        <div className={styles.body}>{item.body}</div>
        {item.file && item.kind === 'DOCUMENT' ? (
          <div className={styles.actions}>
            <Button
              color="primary"
              block
              data-testid="publicity-preview"
              onClick={() => {
                if (item.file) void openFilePreview({ url: item.file.key, name: item.file.name });
              }}
            >
              预览文档
            </Button>
          </div>
        ) : null}
        {item.mayManage && item.state === 'PUBLISHED' ? (
          <div className={styles.actions}>
            <Button
              block
              data-testid="publicity-manage"
              onClick={() => void navigateTo(withId(PATHS.publicityPublish, item.id))}
            >
              修改或撤回
            </Button>
          </div>
        ) : null}
      </Card>
    </PageShell>
  );
}
