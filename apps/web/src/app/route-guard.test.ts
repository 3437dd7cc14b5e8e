import { beforeEach, describe, expect, it } from 'vitest';
import { findRoute, HOME_OF, PATHS, type RouteMeta } from '../config/routes';
import { loadSessionValues, useSession } from '../lib/session/session.store';
import { routeGuard } from './route-guard';

const routeOf = (path: string): RouteMeta => {
  const route = findRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};
/** Where the guard sends the navigation: null lets the page open. */
const redirectOf = (path: string): Promise<string | null> => routeGuard(routeOf(path))();

const logIn = {
  oa: () =>
    useSession
      .getState()
      .applyLogin('oa', { token: 't', accountId: 'oa-staff', accountName: 'oa_staff', utype: 2, lowest: true }),
  guard: () =>
    useSession
      .getState()
      .applyLogin('guard', { token: 't', uid: 'g1', phone: '13800000002', roleType: 1, orgLevel: 4 }),
  cooperation: () =>
    useSession.getState().applyLogin('cooperation', { token: 't', accountId: 'coop-001', phone: '13900000001' }),
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState(loadSessionValues());
  // The workplace auth code was already spent: the guard decides on the session alone.
  useSession.getState().setHasAuth(true);
});

describe('route guard', () => {
  it('sends a visitor without login to the blank page, except on the open pages', async () => {
    expect(await redirectOf(PATHS.guardHome)).toBe(PATHS.blank);
    expect(await redirectOf(PATHS.login)).toBeNull();
    expect(await redirectOf(PATHS.cooperationHome)).toBeNull();
  });

  it('sends oa staff from guard-only pages to the oa home', async () => {
    logIn.oa();
    for (const path of [PATHS.guardHome, PATHS.guardData, PATHS.guardMine, PATHS.informationList])
      expect(await redirectOf(path), path).toBe(HOME_OF.oa);
    expect(await redirectOf('/pages/packageSubGuard/transfer-manager/transfer-manager')).toBe(HOME_OF.oa);
  });

  it('sends guards and partners from oa pages to their own home', async () => {
    logIn.guard();
    expect(await redirectOf(PATHS.oaHome)).toBe(HOME_OF.guard);
    expect(await redirectOf('/pages/verify/index')).toBe(HOME_OF.guard);
    expect(await redirectOf(PATHS.cooperationHome)).toBe(HOME_OF.guard);
    logIn.cooperation();
    expect(await redirectOf(PATHS.guardHome)).toBe(HOME_OF.cooperation);
    expect(await redirectOf(PATHS.earlyWarningDetail)).toBe(HOME_OF.cooperation);
  });

  it('opens the warning pages the centre and organisations above the holder work on to oa staff', async () => {
    logIn.oa();
    for (const path of [
      PATHS.earlyWarningDetail,
      PATHS.operateLog,
      PATHS.earlyWarningDetailList,
      PATHS.transferLog,
      PATHS.transferEarlyWarning,
      PATHS.selectTransferOrg,
      PATHS.liaisonFeedbackHistory,
    ])
      expect(await redirectOf(path), path).toBeNull();
    // Feedback is the holder's work: the holder's guards only.
    expect(await redirectOf(PATHS.earlyWarningHandle)).toBe(HOME_OF.oa);
    expect(await redirectOf(PATHS.liaisonFeedbackHandle)).toBe(HOME_OF.oa);
  });

  it('opens every group its own pages and the common ones', async () => {
    logIn.guard();
    expect(await redirectOf(PATHS.guardHome)).toBeNull();
    expect(await redirectOf(PATHS.earlyWarningDetail)).toBeNull();
    expect(await redirectOf(PATHS.previewImage)).toBeNull();
    logIn.oa();
    expect(await redirectOf(PATHS.oaHome)).toBeNull();
    expect(await redirectOf(PATHS.previewImage)).toBeNull();
  });
});
