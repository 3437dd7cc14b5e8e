import { AUTH_ENDPOINTS } from './auth.ts';
import { COOPERATION_ENDPOINTS } from './cooperation.ts';
import { EARLY_WARNING_ENDPOINTS } from './early-warning.ts';
import { DEFAULT_PAGE_SIZE } from './paging.ts';
import { EARLY_CODE_LOGIN_GLOBAL } from './constants.ts';
import { urlOf } from './endpoint.ts';
import { OA_ADMIN_UTYPE, ORG_LEVEL } from './people.ts';

/** The guard end's home (spec §2 `pages/guard/index`), where a workplace-app visit with an auth code lands. */
export const GUARD_HOME_ROUTE = '/pages/guard/index';

/** The class of a prerendered first screen in index.html (the web app's `app/prerender.ts`). */
export const PRERENDER_CLASS = 'afp-prerender';

/**
 * A prerendered control a tap on works before the app has arrived (FIRST_ROUTE_SCRIPT): `push:PATH`
 * opens a page over this one as the app's navigateTo does, `replace:PATH` switches to it as switchTab
 * does, `choose:GROUP:KEY` selects a tab of its tablist and keeps the choice for the app
 * (`FIRST_CHOICE_GLOBAL[GROUP]`), hiding what the copy showed below it for the other tab.
 */
export const FIRST_TAP_ATTRIBUTE = 'data-first-tap';
export const FIRST_CHOICE_GLOBAL = '__afpFirstChoice';

/**
 * The first screens whose largest paint is a list: the partner's to-do tasks on the cooperation
 * index, the guard's 待签收 warnings on the 反诈预警 tab. FIRST_ROUTE_SCRIPT asks for the list's first
 * page (the very GET the page sends first, the same URL) as the document starts, with the tab's
 * stored token, and leaves the answer in `FIRST_REQUESTS_GLOBAL[url]` for the app's api client to
 * take once instead of asking again after its code has arrived.
 */
export const FIRST_ROUTE_LISTS = [
  {
    route: '/pages/cooperation/index',
    session: 'cooperation',
    url: `${urlOf(COOPERATION_ENDPOINTS.page)}?filter=TODO`,
  },
  {
    route: '/pages/guard/data/data',
    session: 'guard',
    url: `${urlOf(EARLY_WARNING_ENDPOINTS.page)}?state=PENDING_SIGN&pageSize=${DEFAULT_PAGE_SIZE}`,
  },
] as const;
export const FIRST_REQUESTS_GLOBAL = '__afpFirstRequests';

/**
 * The first records of a FIRST_ROUTE_LISTS answer, drawn by FIRST_ROUTE_SCRIPT into the list's
 * prerendered copy as the app's own cards (the web build's `build/first-cards.ts`), so the list's
 * largest paint comes with its answer instead of after the app. The place of the list's loading
 * state carries `data-first-cards="FIELD …"` (the fields picking a card's template), the fields'
 * texts (`data-first-texts`, JSON: `"time"` for China time, or the app's words for each code) and
 * one `<template data-first-card="VALUE …">` per combination of those fields' values: the card
 * rendered at build time with each text field's value the text `⟦field⟧`. A record no template
 * fits ends the copy's cards there, so the records keep their order.
 */
export const FIRST_CARDS_ATTRIBUTE = 'data-first-cards';
export const FIRST_CARD_TEXTS_ATTRIBUTE = 'data-first-texts';
export const FIRST_CARD_ATTRIBUTE = 'data-first-card';
export const FIRST_CARDS_DRAWN = 5;
/** A text field's place in a card template (written by the build, filled by the script as text only). */
export const firstCardField = (field: string): string => `\u27e6${field}\u27e7`;

/**
 * A route's own code, named in index.html by the build (`<meta name=… data-route data-session
 * content="./assets/a.js ./assets/b.js">`: the chunks its page loads beyond the entry): FIRST_ROUTE_SCRIPT
 * asks for them for the tab's route and kind of session in the task after its own (once the parser has
 * asked for the entry), so they download beside the entry instead of after it has run.
 */
export const ROUTE_CHUNKS_META = 'afp-route-chunks';

/** The stored session the prerendered oa home names its user from (the app's spec §3 `user` value). */
export const FIRST_SCREEN_OA_NAME = 'oa-name';

/**
 * What a prerendered screen shows only to some of its users, known from the tab's stored session
 * (`<html data-roles>`): `office`, oa staff of the centre or a district (`isSupervisingOffice`, by
 * the stored organisation level); `admin`, the oa administrator (spec §6, the stored user's utype).
 */
export const FIRST_SCREEN_ROLES = ['office', 'admin'] as const;
export type FirstScreenRole = (typeof FIRST_SCREEN_ROLES)[number];

/**
 * The one inline script of the web app's index.html, allowed by the server's Content-Security-Policy
 * by its hash (nothing else inline runs; changing the text changes the hash on both sides). Before
 * the first paint it names the route on `<html data-route>`, so CSS shows that route's prerendered
 * first screen (the login form, the guard home, the oa home, the cooperation index, the 反诈预警 tab)
 * without waiting for the app's JavaScript, and the kind of session this tab holds on
 * `<html data-session>` (a stored token's login type, else empty): a screen made for one kind of user
 * shows only to that kind (no oa home painted for a guard, no partner's index for a visitor). The oa
 * home's name comes from the tab's own stored user, written in once the document is parsed, and its
 * parts for the supervising offices or the administrator show by `<html data-roles>`; these rules
 * repeat the app's (`selectIsSupervisingOffice`, `selectIsAdmin`), a test holds them equal.
 *
 * A workplace-app visit (`/?auth_code=…`, no session yet in this tab) lands on the guard home: the
 * script names that route, starts the auth-code exchange at once (`codeLogin`, the same GET the app
 * would send, which the app then takes over instead of spending the single-use code again) and,
 * when a guard's profile comes back, writes the name and area into the prerendered home. Any other
 * answer hides the home's first screen again (an oa user, an unbound account: the app decides).
 * The name and area rule repeats the home page's (`guardIdentity`); a test holds them equal.
 *
 * A stored session reopening a list screen (FIRST_ROUTE_LISTS) has the list's first page asked for
 * at once, for the app to take over; the route's own chunks (ROUTE_CHUNKS_META) are asked for right
 * after, beside the entry. When that page answers (only a 200 with records: an error or 401 draws
 * nothing) and the copy is still shown, its first records are drawn into the copy from the build's
 * card templates (FIRST_CARDS_ATTRIBUTE), each field as text only — never as markup. The time format
 * repeats the app's `formatDateTime`; a test holds the drawn cards equal to the app's.
 *
 * A tap on the prerendered copy is not lost while the app is on its way: a tile or tab-bar tab
 * (`data-first-tap="push:…"` / `"replace:…"`) moves the history as the app would and names the new
 * route, so its own first screen (or the splash) shows at once and the app opens there — a router
 * already running hears it as a popstate; a tab of the page (`"choose:…"`) is selected and its
 * choice kept for the app.
 */
export const FIRST_ROUTE_SCRIPT = `(function () {
  var html = document.documentElement;
  var route = location.hash.slice(1).split('?')[0];
  var code = new URLSearchParams(location.search).get('auth_code');
  var fresh = true;
  var session = '';
  var token = null;
  var user = null;
  var orgLevel = NaN;
  try {
    fresh = !sessionStorage.getItem('hasAuth') && !sessionStorage.getItem('loginType');
    token = sessionStorage.getItem('token');
    if (token) session = sessionStorage.getItem('loginType') || '';
    orgLevel = Number(sessionStorage.getItem('orgLevel') || NaN);
    user = JSON.parse(sessionStorage.getItem('user') || 'null');
  } catch (e) {}
  var fill = function (name, text) {
    document.querySelectorAll('[data-first-screen="' + name + '"]').forEach(function (node) { node.textContent = text; });
  };
  if (code && fresh && (route === '' || route === '/')) {
    route = '${GUARD_HOME_ROUTE}';
    session = 'guard';
    var answer = fetch('${urlOf(AUTH_ENDPOINTS.codeLogin)}?authCode=' + encodeURIComponent(code), {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' }
    });
    window.${EARLY_CODE_LOGIN_GLOBAL} = { code: code, answer: answer };
    var leave = function () { if (html.dataset.route === route) html.dataset.route = ''; };
    answer.then(function (response) { return response.clone().json(); }).then(function (envelope) {
      var data = envelope && envelope.code === 200 ? envelope.data : null;
      var profile = data && data.autoLogin.code === 200 && data.autoLogin.loginType === 'guard' ? data.guardProfile : null;
      if (!profile) return leave();
      fill('guard-name', profile.name || '卫士');
      fill('guard-area', [profile.area, profile.street].filter(Boolean).join(' · ') || '暂无辖区信息');
    }).catch(leave);
  }
  var roles = [];
  if (session === 'oa') {
    if (orgLevel >= ${ORG_LEVEL.centre} && orgLevel <= ${ORG_LEVEL.district}) roles.push('office');
    if (user && user.utype === ${OA_ADMIN_UTYPE}) roles.push('admin');
    var name = function () { fill('${FIRST_SCREEN_OA_NAME}', (user && user.accountName) || '工作人员'); };
    // Parsed (interactive) comes before the page's deferred scripts have arrived, unlike DOMContentLoaded.
    if (document.readyState === 'loading') document.addEventListener('readystatechange', name, { once: true });
    else name();
  }
  var own = {}.hasOwnProperty;
  var textOf = function (text, value) {
    if (text === 'time') {
      var at = Date.parse(value);
      return !value ? '-' : isNaN(at) ? String(value) : new Date(at + 288e5).toISOString().slice(0, 16).replace('T', ' ');
    }
    if (text && own.call(text, String(value))) return text[String(value)];
    return value == null ? '' : String(value);
  };
  var draw = function (list, envelope) {
    var slot = document.querySelector('.${PRERENDER_CLASS}[data-prerender-route="' + list.route + '"] [${FIRST_CARDS_ATTRIBUTE}]');
    var records = envelope && envelope.code === 200 && envelope.data && envelope.data.records;
    if (!slot || html.dataset.route !== list.route || !Array.isArray(records)) return;
    var fields = slot.getAttribute('${FIRST_CARDS_ATTRIBUTE}').split(' ');
    var texts = JSON.parse(slot.getAttribute('${FIRST_CARD_TEXTS_ATTRIBUTE}'));
    var templates = slot.querySelectorAll('template');
    var cards = [];
    for (var i = 0; i < records.length && i < ${FIRST_CARDS_DRAWN}; i++) {
      var record = records[i];
      var key = fields.map(function (field) { return String(record[field]); }).join(' ');
      var template = [].filter.call(templates, function (t) { return t.getAttribute('${FIRST_CARD_ATTRIBUTE}') === key; })[0];
      if (!template) break;
      var card = template.content.cloneNode(true);
      var walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var field = /^\\u27e6(\\w+)\\u27e7$/.exec(node.data);
        if (field) node.data = textOf(texts[field[1]], record[field[1]]);
      }
      cards.push(card);
    }
    if (cards.length) slot.replaceChildren.apply(slot, cards);
  };
  ${JSON.stringify(FIRST_ROUTE_LISTS)}.forEach(function (list) {
    if (list.route !== route || list.session !== session) return;
    var answer = fetch(list.url, {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: token }
    });
    window.${FIRST_REQUESTS_GLOBAL} = window.${FIRST_REQUESTS_GLOBAL} || {};
    window.${FIRST_REQUESTS_GLOBAL}[list.url] = answer;
    answer.then(function (response) { return response.ok ? response.clone().json() : null; }).then(function (envelope) {
      var now = function () { draw(list, envelope); };
      // An answer quicker than the document waits for the copy to be parsed.
      if (document.readyState === 'loading') document.addEventListener('readystatechange', now, { once: true });
      else now();
    }).catch(function () {});
  });
  // After the parser has asked for the entry and the stylesheet: the route's chunks follow them, not precede them.
  setTimeout(function () {
    document.querySelectorAll('meta[name="${ROUTE_CHUNKS_META}"]').forEach(function (meta) {
      var wanted = meta.getAttribute('data-session');
      if (meta.getAttribute('data-route') !== route || (wanted && wanted !== session)) return;
      meta.content.split(' ').forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    });
  });
  html.dataset.route = route;
  html.dataset.session = session;
  html.dataset.roles = roles.join(' ');
  document.addEventListener('click', function (event) {
    var control = event.target instanceof Element ? event.target.closest('.${PRERENDER_CLASS} [${FIRST_TAP_ATTRIBUTE}]') : null;
    if (!control) return;
    var tap = control.getAttribute('${FIRST_TAP_ATTRIBUTE}').split(':');
    if (tap[0] === 'choose') {
      window.${FIRST_CHOICE_GLOBAL} = window.${FIRST_CHOICE_GLOBAL} || {};
      window.${FIRST_CHOICE_GLOBAL}[tap[1]] = tap[2];
      var list = control.closest('[role="tablist"]');
      list.querySelectorAll('[role="tab"]').forEach(function (tab) { tab.setAttribute('aria-selected', String(tab === control)); });
      for (var below = list.nextElementSibling; below; below = below.nextElementSibling) below.hidden = true;
      return;
    }
    var path = tap.slice(1).join(':');
    var idx = (history.state && history.state.idx) || 0;
    if (location.hash.slice(1).split('?')[0] !== html.dataset.route) history.replaceState({ idx: idx }, '', '#' + html.dataset.route);
    if (tap[0] === 'push') history.pushState({ idx: idx + 1 }, '', '#' + path);
    else history.replaceState({ idx: idx }, '', '#' + path);
    html.dataset.route = path.split('?')[0];
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, true);
})();`;
