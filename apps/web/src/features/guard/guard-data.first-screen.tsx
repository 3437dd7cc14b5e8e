import { FirstScreenFrame } from '../../app/first-screen-frame';
import { PATHS } from '../../config/routes';
import { warningFirstCards } from '../early-warning';
import { GuardTabFrame } from './components/guard-tab-frame';
import GuardDataPage from './pages/guard-data.page';

/** The 待签收 list's card, drawn into the copy from the list's early answer. */
export const firstCards = warningFirstCards();

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
