import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** 发案通报: the weekly case bulletins (list, one bulletin with its tables and chart, 导出Excel). */
export const bulletinFeature: Feature = {
  name: 'bulletin',
  routes: [
    { path: PATHS.bulletinIndex, page: () => import('./pages/bulletin-list.page') },
    { path: PATHS.bulletinDetail, page: () => import('./pages/bulletin-detail.page') },
  ],
};
