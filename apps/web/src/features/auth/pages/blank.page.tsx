import { useEffect } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { reLaunch } from '../../../lib/navigation';
import { decideStartPage } from '../auth.service';

/** Entry page: decides between home, account choice and login (DESIGN §2). */
export default function BlankPage() {
  useEffect(() => {
    let active = true;
    void decideStartPage().then((path) => active && reLaunch(path));
    // StrictMode mounts twice in development; only the surviving mount navigates.
    return () => {
      active = false;
    };
  }, []);
  return <PageLoading />;
}
