import { Card, Skeleton } from 'antd-mobile';
import { LocationOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session.store';
import { guardProfileQuery } from '../api/guard-profile.api';
import { GuardEntryGrid } from '../components/guard-entries';

/** Guard end home: who I am (name, area, street) and every feature entry. */
export default function GuardHomePage() {
  const uid = useSession((s) => s.uid);
  const { guardUser, guardArea, guardStreet, hasLogin } = useSession();
  const { isPending } = useQuery(guardProfileQuery(uid, hasLogin));
  const hasProfile = Boolean(guardUser);

  return (
    <div style={{ paddingBottom: 16 }}>
      <header
        style={{ padding: '32px 16px 48px', background: 'linear-gradient(135deg, #1677ff, #4d9bff)', color: '#fff' }}
      >
        {!hasProfile && isPending ? (
          <Skeleton.Title animated />
        ) : (
          <>
            <div style={{ fontSize: 20, fontWeight: 600 }} data-testid="guard-name">
              {guardUser || '卫士'}
            </div>
            <div style={{ marginTop: 8, opacity: 0.9 }} data-testid="guard-area">
              <LocationOutline /> {[guardArea, guardStreet].filter(Boolean).join(' · ') || '暂无辖区信息'}
            </div>
          </>
        )}
      </header>
      <Card title="功能入口" style={{ margin: '-32px 12px 0', borderRadius: 12 }}>
        <GuardEntryGrid />
      </Card>
    </div>
  );
}
