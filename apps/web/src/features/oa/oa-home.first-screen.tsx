import { FirstScreenFrame } from '../../app/first-screen-frame';
import { PATHS } from '../../config/routes';
import OaHomePage from './pages/oa-home.page';

/**
 * The oa home as index.html carries it (build/prerender.ts renders this at build time): the real
 * page before any data — the name written in from the tab's stored session by the first-screen
 * script, role tags and settings kept in place undrawn, only the tiles every oa account has.
 */
export default function OaHomeFirstScreen() {
  return (
    <FirstScreenFrame route={PATHS.oaHome}>
      <OaHomePage isFirstScreen />
    </FirstScreenFrame>
  );
}
