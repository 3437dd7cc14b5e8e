import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';
import { PEOPLE_CONTROL_OUTBOX } from './api/people-control.mutations';

/** People control 重点人员管控: the list, the visit form and a person's visit history. */
export const peopleControlFeature: Feature = {
  name: 'people-control',
  routes: [
    { path: PATHS.peopleControl, page: () => import('./pages/people-control.page') },
    { path: PATHS.controlVisitForm, page: () => import('./pages/visit-form.page') },
    { path: PATHS.controlVisitHistory, page: () => import('./pages/visit-history.page') },
  ],
  outbox: PEOPLE_CONTROL_OUTBOX,
};
