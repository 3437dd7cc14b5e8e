import { Badge, List } from 'antd-mobile';
import { UploadOutline } from 'antd-mobile-icons';
import { PATHS } from '../../../config/routes';
import { navigateTo } from '../../../lib/navigation';
import { useOutboxCount } from '../../../lib/outbox';
import styles from '../../../components/home-entry.module.css';

/** 我的's entry to 待发送, with how many forms wait. */
export function OutboxMineEntry() {
  const count = useOutboxCount();
  return (
    <List className={styles.entry}>
      <List.Item
        prefix={<UploadOutline className={styles.icon} />}
        extra={count ? <Badge content={count} data-testid="outbox-count" /> : '无'}
        onClick={() => navigateTo(PATHS.outbox)}
        data-testid="outbox-entry"
      >
        待发送
      </List.Item>
    </List>
  );
}
