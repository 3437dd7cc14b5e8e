import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

const list = () => import('./pages/information-list.page');
const detail = () => import('./pages/information-detail.page');

/** Information query 信息查询: both spellings of the route open the same pages. */
export const informationFeature: Feature = {
  name: 'information',
  routes: [
    { path: PATHS.informationList, page: list },
    { path: PATHS.informationDetail, page: detail },
    { path: PATHS.informationListAlt, page: list },
    { path: PATHS.informationDetailAlt, page: detail },
  ],
};
