import { PATHS } from '../config/routes';
import { navigateBack, reLaunch } from '../lib/navigation';

/** Back when there is an in-app history entry; otherwise to the start page (opened by link). */
export function goBack(): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) navigateBack(1);
  else reLaunch(PATHS.blank);
}
