import { FirstScreenFrame } from '../../app/first-screen-frame';
import { PATHS } from '../../config/routes';
import { partnerTaskFirstCards } from './components/task-card.first-cards';
import { PartnerIndex } from './pages/cooperation-index.page';

/** The to-do list's card, drawn into the copy from the list's early answer. */
export const firstCards = partnerTaskFirstCards();

/**
 * The partner's cooperation index as index.html carries it (build/prerender.ts renders this at build
 * time, shown only to a tab holding a partner's session): the real page before any data — the
 * profile a placeholder, the 任务 segment's to-do list loading.
 */
export default function CooperationIndexFirstScreen() {
  return (
    <FirstScreenFrame route={PATHS.cooperationHome}>
      <PartnerIndex />
    </FirstScreenFrame>
  );
}
