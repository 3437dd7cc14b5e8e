import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Publicity 宣防: the 全民反诈 tab, the content library, publicity records and 一案一宣. */
export const publicityFeature: Feature = {
  name: 'publicity',
  routes: [
    { path: PATHS.guardPublicity, page: () => import('./pages/publicity-tab.page') },
    { path: PATHS.publicityContent, page: () => import('./pages/publicity-content.page') },
    { path: PATHS.publicityDetail, page: () => import('./pages/publicity-detail.page') },
    { path: PATHS.publicityRecord, page: () => import('./pages/publicity-record.page') },
    { path: PATHS.publicityCaseCreate, page: () => import('./pages/publicity-case-create.page') },
    { path: PATHS.publicityCaseDetail, page: () => import('./pages/publicity-case-detail.page') },
    { path: PATHS.publicityCaseSuccess, page: () => import('./pages/publicity-case-success.page') },
    { path: PATHS.publicityPublish, page: () => import('./pages/publicity-publish.page') },
  ],
};
