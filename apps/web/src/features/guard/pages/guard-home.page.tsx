import { useLayoutEffect } from 'react';
import { Card } from 'antd-mobile';
import { LocationOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { dropPrerender } from '../../../app/prerender';
import { useSession } from '../../../lib/session/session.store';
import { NoticeEntry } from '../../notice';
import { guardProfileQuery } from '../api/guard-profile.api';
import { GuardEntryGrid } from '../components/guard-entries';
import { guardIdentity } from '../guard-identity';
import styles from './guard-home.page.module.css';

/**
 * Guard end home: who I am (name, area, street) and every feature entry. index.html carries this
 * page prerendered (build/prerender.ts) with the name and area left empty; its first-screen script
 * fills them (`data-first-screen`) when a workplace-app visit's auth-code exchange answers first.
 */
export default function GuardHomePage() {
  const uid = useSession((s) => s.uid);
  const { guardUser, guardArea, guardStreet, hasLogin } = useSession();
  const { isPending } = useQuery(guardProfileQuery(uid, hasLogin));
  // Empty (a placeholder bar, by CSS) until the profile is known.
  const identity = guardUser || !isPending ? guardIdentity({ guardUser, guardArea, guardStreet }) : null;
  // The real page takes the place of index.html's copy in the same frame.
  useLayoutEffect(dropPrerender, []);

  return (
    <div className={styles.page}>
      <header className={styles.header} aria-busy={!identity}>
        <div className={styles.name} data-testid="guard-name" data-first-screen="guard-name">
          {identity?.name}
        </div>
        <div className={styles.area}>
          {/* No text between the icon and the line: the line is then the area's only text, painted when known. */}
          <LocationOutline />
          <span data-testid="guard-area" data-first-screen="guard-area">
            {identity?.area}
          </span>
        </div>
      </header>
      <Card title="功能入口" className={styles.entries}>
        <GuardEntryGrid />
      </Card>
      <NoticeEntry />
    </div>
  );
}
