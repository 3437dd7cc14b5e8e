import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ANNUAL } from '@afp/contract';
import { EMPTY_OA_USER, loadSessionValues, selectHasVerify, selectIsAdmin, useSession } from './session.store';

const reset = () => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState(loadSessionValues());
};

describe('session store', () => {
  beforeEach(reset);

  it('starts logged out with the spec defaults', () => {
    const state = useSession.getState();
    expect(state).toMatchObject({ hasLogin: false, loginType: '', annual: DEFAULT_ANNUAL, user: EMPTY_OA_USER });
    expect(EMPTY_OA_USER).toEqual({ accountId: '', accountName: '', utype: '' });
  });

  it('stores a guard login under the spec keys', () => {
    useSession
      .getState()
      .applyLogin('guard', { token: 't1', uid: 'g1', phone: '13800000001', roleType: 2, orgLevel: 4 });
    expect(sessionStorage.getItem('token')).toBe('t1');
    expect(sessionStorage.getItem('loginType')).toBe('guard');
    expect(sessionStorage.getItem('uid')).toBe('g1');
    expect(sessionStorage.getItem('phone')).toBe('13800000001');
    expect(sessionStorage.getItem('roleType')).toBe('2');
    expect(sessionStorage.getItem('orgLevel')).toBe('4');
    expect(loadSessionValues()).toMatchObject({ hasLogin: true, uid: 'g1', roleType: 2, orgLevel: 4 });
  });

  it('stores an oa login with the oa user and derives admin / has-verify', () => {
    useSession
      .getState()
      .applyLogin('oa', { token: 't2', accountId: 'a1', accountName: '王五', utype: 1, lowest: false });
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ accountName: '王五', utype: 1 });
    expect(sessionStorage.getItem('accountId')).toBe('a1');
    expect(selectIsAdmin(useSession.getState())).toBe(true);
    expect(selectHasVerify(useSession.getState())).toBe(true);
    useSession.setState({ user: { ...EMPTY_OA_USER, utype: 2 } });
    expect(selectHasVerify(useSession.getState())).toBe(false);
    useSession.getState().setVerifyGroups([{ id: 'g', name: '组', orgIds: [] }]);
    expect(useSession.getState().loadedOaVerifyGroup).toBe(true);
    expect(selectHasVerify(useSession.getState())).toBe(true);
  });

  it('keeps openid in localStorage and takes a single bound login type', () => {
    useSession.getState().setIdentity({ openid: 'open-1234567890abcdef', name: '钉钉用户', loginTypes: ['oa'] });
    expect(localStorage.getItem('openid')).toBe('open-1234567890abcdef');
    expect(sessionStorage.getItem('ddName')).toBe('钉钉用户');
    expect(useSession.getState().loginType).toBe('oa');
    reset();
    useSession.getState().setIdentity({ openid: 'x'.repeat(16), name: 'n', loginTypes: ['oa', 'guard'] });
    expect(useSession.getState().loginType).toBe('');
  });

  it('stores the guard profile and the annual', () => {
    useSession.getState().setGuardProfile({ name: '李四', area: '西湖区', street: '北山街道' });
    useSession.getState().setAnnual(2025);
    expect(sessionStorage.getItem('guardUser')).toBe('李四');
    expect(sessionStorage.getItem('guardArea')).toBe('西湖区');
    expect(sessionStorage.getItem('guardStreet')).toBe('北山街道');
    expect(sessionStorage.getItem('annual')).toBe('2025');
  });

  it('clearSession drops session values and login flags but keeps openid', () => {
    useSession.getState().setIdentity({ openid: 'o'.repeat(20), name: 'n', loginTypes: [] });
    useSession.getState().setHasAuth(true);
    useSession.getState().applyLogin('cooperation', { token: 't3', accountId: 'c1', phone: '13900000000' });
    useSession.getState().setUnbinding(true);
    useSession.getState().clearSession();
    const state = useSession.getState();
    expect(state).toMatchObject({
      hasLogin: false,
      token: '',
      loginType: '',
      accountId: '',
      phone: '',
      unbinding: false,
    });
    expect(state.user).toEqual(EMPTY_OA_USER);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(state.openid).toBe('o'.repeat(20));
  });

  it('clearSession leaves nothing in the tab’s storage but the spent auth code’s flag', () => {
    useSession.getState().setHasAuth(true);
    useSession
      .getState()
      .applyLogin('guard', { token: 't1', uid: 'g1', phone: '13800000001', roleType: 2, orgLevel: 4 });
    useSession.getState().setGuardProfile({ name: '李卫士', area: '湖滨花园社区', street: '湖滨街道' });
    // A page's own session value (the location chooser's answer).
    sessionStorage.setItem('chosenLocation', '{"latitude":30.2,"longitude":120.1}');
    useSession.getState().clearSession();
    expect({ ...sessionStorage }).toEqual({ hasAuth: 'true' });
  });

  it('clearOa empties the verify group and user', () => {
    useSession.getState().setVerifyGroups([{ id: 'g', name: '组', orgIds: [] }]);
    useSession.getState().clearOa();
    expect(useSession.getState()).toMatchObject({ oaVerifyGroup: [], loadedOaVerifyGroup: false, user: EMPTY_OA_USER });
  });
});
