import { FirstScreenFrame } from '../../app/first-screen-frame';
import { PATHS } from '../../config/routes';
import { GuardTabFrame } from './components/guard-tab-frame';
import GuardDataPage from './pages/guard-data.page';

/**
 * The 反诈预警 tab as index.html carries it (build/prerender.ts renders this at build time, shown only
 * to a tab holding a guard's session): the real page in its tab frame before any data — the
 * statistics folded, the 待签收 list loading, no counts or badges.
 */
export default function GuardDataFirstScreen() {
  return (
    <FirstScreenFrame route={PATHS.guardData}>
      <GuardTabFrame activePath={PATHS.guardData}>
        <GuardDataPage />
      </GuardTabFrame>
    </FirstScreenFrame>
  );
}
