import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** The system pages: image preview, choosing and showing a location. */
export const systemFeature: Feature = {
  name: 'system',
  routes: [
    { path: PATHS.previewImage, page: () => import('./pages/preview-image.page') },
    { path: PATHS.chooseLocation, page: () => import('./pages/choose-location.page') },
    { path: PATHS.openLocation, page: () => import('./pages/open-location.page') },
  ],
};
