import { Card, Skeleton } from 'antd-mobile';
import { LocationOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session.store';
import { NoticeEntry } from '../../notice';
import { guardProfileQuery } from '../api/guard-profile.api';
import { GuardEntryGrid } from '../components/guard-entries';
import styles from './guard-home.page.module.css';

/** Guard end home: who I am (name, area, street) and every feature entry. */
export default function GuardHomePage() {
  const uid = useSession((s) => s.uid);
  const { guardUser, guardArea, guardStreet, hasLogin } = useSession();
  const { isPending } = useQuery(guardProfileQuery(uid, hasLogin));
  const hasProfile = Boolean(guardUser);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {!hasProfile && isPending ? (
          <Skeleton.Title animated />
        ) : (
          <>
            <div className={styles.name} data-testid="guard-name">
              {guardUser || '卫士'}
            </div>
            <div className={styles.area} data-testid="guard-area">
              <LocationOutline /> {[guardArea, guardStreet].filter(Boolean).join(' · ') || '暂无辖区信息'}
            </div>
          </>
        )}
      </header>
      <Card title="功能入口" className={styles.entries}>
        <GuardEntryGrid />
      </Card>
      <NoticeEntry />
    </div>
  );
}
