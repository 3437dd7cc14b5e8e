import { ErrorBlock } from 'antd-mobile';

/** Empty list/section state. */
export function EmptyState({ title = '暂无数据', description = '' }: { title?: string; description?: string }) {
  return <ErrorBlock status="empty" title={title} description={description} />;
}
