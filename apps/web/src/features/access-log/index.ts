import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** The centre's access log 访问记录: who saw one person's data whole (issue 24; not a spec route). */
export const accessLogFeature: Feature = {
  name: 'access-log',
  routes: [{ path: PATHS.accessLogPerson, page: () => import('./pages/access-log-person.page') }],
};

/** The page of a person's access log, from anything that knows the person key (the warning detail). */
export const accessLogPathOf = (personKey: string): string =>
  `${PATHS.accessLogPerson}?personKey=${encodeURIComponent(personKey)}`;
