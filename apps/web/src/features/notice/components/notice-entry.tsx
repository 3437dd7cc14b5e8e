import { Badge, List } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '../../../config/routes';
import { navigateTo } from '../../../lib/navigation';
import { unreadNoticeQuery } from '../api/notice.queries';
import { badgeText } from '../notice.rules';
import styles from '../../../components/home-entry.module.css';

/** The homes' entry to 消息通知, with the caller's unread count. */
export function NoticeEntry() {
  const { data: unread = 0 } = useQuery(unreadNoticeQuery());
  const text = badgeText(unread);
  return (
    <List className={styles.entry}>
      <List.Item
        prefix={<BellOutline className={styles.icon} />}
        extra={text ? <Badge content={text} data-testid="notice-unread" /> : null}
        onClick={() => navigateTo(PATHS.noticeList)}
        data-testid="notice-entry"
      >
        消息通知
      </List.Item>
    </List>
  );
}
