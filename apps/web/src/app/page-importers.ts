import { PATHS } from '../config/routes';
import type { PageImporter } from './load-chunk';

/** Pages built so far; every other spec route renders the shared under-construction page. */
export const PAGE_IMPORTERS: Partial<Record<string, PageImporter>> = {
  [PATHS.root]: () => import('../features/auth/pages/blank.page'),
  [PATHS.blank]: () => import('../features/auth/pages/blank.page'),
  [PATHS.login]: () => import('../features/auth/pages/login.page'),
  [PATHS.accountChoose]: () => import('../features/auth/pages/account-choose.page'),
  [PATHS.oaHome]: () => import('../features/oa/pages/oa-home.page'),
  [PATHS.guardHome]: () => import('../features/guard/pages/guard-home.page'),
  [PATHS.guardData]: () => import('../features/guard/pages/guard-data.page'),
  [PATHS.guardPublicity]: () => import('../features/guard/pages/guard-publicity.page'),
  [PATHS.guardMine]: () => import('../features/guard/pages/guard-mine.page'),
  [PATHS.cooperationHome]: () => import('../features/cooperation/pages/cooperation-index.page'),
  [PATHS.previewImage]: () => import('../features/system/pages/preview-image.page'),
  [PATHS.chooseLocation]: () => import('../features/system/pages/choose-location.page'),
  [PATHS.openLocation]: () => import('../features/system/pages/open-location.page'),
};

export const underConstructionImporter: PageImporter = () => import('../components/under-construction.page');

export const importerFor = (path: string): PageImporter => PAGE_IMPORTERS[path] ?? underConstructionImporter;
