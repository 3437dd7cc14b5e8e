import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** 推广: my promotion QR code, the residents' registration page, spread users, leaderboard, transfer administrator. */
export const promotionFeature: Feature = {
  name: 'promotion',
  routes: [
    { path: PATHS.promotionQrcode, page: () => import('./pages/qrcode.page') },
    { path: PATHS.promotionRegister, page: () => import('./pages/promotion-register.page') },
    { path: PATHS.spreadUser, page: () => import('./pages/spread-user.page') },
    { path: PATHS.rankExtension, page: () => import('./pages/rank-extension.page') },
    { path: PATHS.transferManager, page: () => import('./pages/transfer-manager.page') },
  ],
};

// The 我的 tab's parts (features/guard shows them).
export { MinePromotion } from './components/mine-promotion';
export { GuardProfileEditor } from './components/profile-editor';
