import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** 待发送 (issue 25): the forms of this account waiting to be sent, and 我的's entry with their count. */
export const outboxFeature: Feature = {
  name: 'outbox',
  routes: [{ path: PATHS.outbox, page: () => import('./pages/outbox.page') }],
};

export { OutboxMineEntry } from './components/outbox-entry';
