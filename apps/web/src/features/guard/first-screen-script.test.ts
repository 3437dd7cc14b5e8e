import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CODE_LOGIN_GLOBAL,
  FIRST_ROUTE_SCRIPT,
  FIRST_SCREEN_OA_NAME,
  GUARD_HOME_ROUTE,
  OA_ADMIN_UTYPE,
  ORG_LEVEL,
} from '@afp/contract';
import { loadSessionValues, selectIsAdmin, selectIsSupervisingOffice } from '../../lib/session/session.store';
import { PATHS } from '../../config/routes';
import { guardIdentity } from './guard-identity';

/** index.html's first screen of the guard home, as far as the script touches it. */
const FIRST_SCREEN =
  '<div data-first-screen="guard-name"></div><span data-first-screen="guard-area"></span>' +
  `<div data-first-screen="${FIRST_SCREEN_OA_NAME}">工作人员</div>`;

const envelope = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, success: code === 200, message: '', data }), { status: code });
const guardAnswer = (profile: { name: string; area: string; street: string }) =>
  envelope({
    identity: {},
    autoLogin: { loginType: 'guard', code: 200, login: {}, accounts: [] },
    guardProfile: profile,
  });

function runScript(url: string, answer: Response | Promise<never>) {
  history.replaceState(null, '', url);
  const fetchMock = vi.fn(() => (answer instanceof Response ? Promise.resolve(answer) : answer));
  vi.stubGlobal('fetch', fetchMock);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's inline script, run as the browser runs it
  new Function(FIRST_ROUTE_SCRIPT)();
  return fetchMock;
}

/** Where the script leaves the exchange it started, for the app to take over. */
const earlyCodeLogin = () =>
  (globalThis as unknown as Record<string, { code: string } | undefined>)[EARLY_CODE_LOGIN_GLOBAL];

const text = (name: string) => document.querySelector(`[data-first-screen="${name}"]`)?.textContent;

beforeEach(() => {
  document.body.innerHTML = FIRST_SCREEN;
  sessionStorage.clear();
});
afterEach(() => {
  delete document.documentElement.dataset.session;
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[EARLY_CODE_LOGIN_GLOBAL];
  history.replaceState(null, '', '/');
});

describe("index.html's first-screen script", () => {
  it('names the route of the URL', () => {
    runScript('/#/pages/login/login?x=1', envelope(null));
    expect(document.documentElement.dataset.route).toBe(PATHS.login);
  });

  it('lands a workplace-app visit on the guard home, sends the code once, and fills the name and area', async () => {
    expect(GUARD_HOME_ROUTE).toBe(PATHS.guardHome);
    const fetchMock = runScript('/?auth_code=c1#/', guardAnswer({ name: '李卫士', area: '东湖区分局', street: '' }));
    expect(document.documentElement.dataset.route).toBe(PATHS.guardHome);
    // The home's first screen is a guard's: the visit is expected to be one until the answer says otherwise.
    expect(document.documentElement.dataset.session).toBe('guard');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toContain('codeLogin?authCode=c1');
    await vi.waitFor(() => expect(text('guard-name')).toBe('李卫士'));
    // The same lines the home page draws once the app has the profile.
    expect({ name: text('guard-name'), area: text('guard-area') }).toEqual(
      guardIdentity({ guardUser: '李卫士', guardArea: '东湖区分局', guardStreet: '' }),
    );
    // Left for the app to take over (the code works once) instead of sending it again.
    expect(earlyCodeLogin()?.code).toBe('c1');
  });

  it('leaves the home for the app to decide when the visit is not a guard going home', async () => {
    runScript(
      '/?auth_code=c1#/',
      envelope({ identity: {}, autoLogin: { loginType: 'oa', code: 200 }, guardProfile: null }),
    );
    await vi.waitFor(() => expect(document.documentElement.dataset.route).toBe(''));
    expect(text('guard-name')).toBe('');
  });

  it('leaves it too when the exchange fails', async () => {
    runScript('/?auth_code=c1#/', Promise.reject(new TypeError('offline')));
    await vi.waitFor(() => expect(document.documentElement.dataset.route).toBe(''));
  });

  it('sends nothing when this tab already has a session', () => {
    sessionStorage.setItem('hasAuth', 'true');
    const fetchMock = runScript('/?auth_code=c1#/', envelope(null));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.route).toBe('/');
  });

  it('names the kind of session the tab holds, so a screen shows only to its own kind of user', () => {
    runScript('/#/pages/index/index', envelope(null));
    expect(document.documentElement.dataset.session).toBe('');
    sessionStorage.setItem('loginType', 'guard');
    runScript('/#/pages/index/index', envelope(null));
    // A login type without a token is no session.
    expect(document.documentElement.dataset.session).toBe('');
    sessionStorage.setItem('token', 't1');
    runScript('/#/pages/index/index', envelope(null));
    expect(document.documentElement.dataset.session).toBe('guard');
    expect(text(FIRST_SCREEN_OA_NAME)).toBe('工作人员');
  });

  it("writes the oa home's name from the tab's own stored user", () => {
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('loginType', 'oa');
    sessionStorage.setItem('user', JSON.stringify({ accountId: 'a1', accountName: '王科长', utype: 1 }));
    runScript('/#/pages/index/index', envelope(null));
    expect(document.documentElement.dataset.session).toBe('oa');
    expect(text(FIRST_SCREEN_OA_NAME)).toBe('王科长');
  });

  it('keeps the placeholder name when the stored user cannot be read', () => {
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('loginType', 'oa');
    sessionStorage.setItem('user', '{not json');
    runScript('/#/pages/index/index', envelope(null));
    expect(document.documentElement.dataset.session).toBe('oa');
    expect(text(FIRST_SCREEN_OA_NAME)).toBe('工作人员');
  });

  it("names the oa tab's roles from its stored session, as the app's role rules read them", () => {
    const rolesFor = (orgLevel: number | null, utype: number) => {
      sessionStorage.clear();
      sessionStorage.setItem('token', 't1');
      sessionStorage.setItem('loginType', 'oa');
      if (orgLevel !== null) sessionStorage.setItem('orgLevel', String(orgLevel));
      sessionStorage.setItem('user', JSON.stringify({ accountId: 'a1', accountName: '王科长', utype }));
      runScript('/#/pages/index/index', envelope(null));
      const state = loadSessionValues();
      const expected = [selectIsSupervisingOffice(state) && 'office', selectIsAdmin(state) && 'admin'].filter(Boolean);
      expect(document.documentElement.dataset.roles).toBe(expected.join(' '));
      return document.documentElement.dataset.roles;
    };
    expect(rolesFor(ORG_LEVEL.centre, OA_ADMIN_UTYPE)).toBe('office admin');
    expect(rolesFor(ORG_LEVEL.district, 2)).toBe('office');
    expect(rolesFor(ORG_LEVEL.station, 2)).toBe('');
    expect(rolesFor(null, OA_ADMIN_UTYPE)).toBe('admin');
  });

  it('names no roles for a tab that is not an oa session', () => {
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('loginType', 'guard');
    sessionStorage.setItem('orgLevel', String(ORG_LEVEL.centre));
    runScript('/#/pages/guard/data/data', envelope(null));
    expect(document.documentElement.dataset.roles).toBe('');
  });
});
