import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute, GUARD_TABS, mayOpen, PATHS } from './routes';

// Copied from spec §2 (every listed route, with bare names expanded to name/name).
const SG = '/pages/packageSubGuard/';
const SPEC_PATHS = [
  '/',
  '/pages/blank/blank',
  '/preview-image',
  '/choose-location',
  '/open-location',
  '/pages/guard/index',
  '/pages/guard/data/data',
  '/pages/guard/publicity/publicity',
  '/pages/guard/user/user',
  '/pages/index/index',
  '/pages/report/index',
  '/pages/report/detail',
  '/pages/report/report',
  '/pages/login/login',
  '/pages/email/inbox',
  '/pages/email/outbox',
  '/pages/email/sign-list',
  '/pages/email/detail',
  '/pages/email/feedback/list',
  '/pages/email/feedback/detail',
  '/pages/email/email-send/index',
  '/pages/email/email-send/sel-target-org',
  '/pages/email/email-send/model-list',
  '/pages/rule-sta/index',
  '/pages/rule-sta/detail',
  '/pages/rule-sta/ledger',
  '/pages/verify/index',
  '/pages/verify/detail',
  '/pages/verify/form',
  '/pages/verify/refuse',
  '/pages/review/index',
  '/pages/review/detail',
  '/pages/review/form',
  '/pages/review/refuse',
  '/pages/cooperation/index',
  '/pages/cooperation/detail',
  '/pages/cooperation/handle',
  '/pages/packageGuard/population-info/population-info',
  '/pages/packageGuard/preach-list/preach-detail',
  '/pages/packageGuard/preach-list/preach-assign-group',
  '/pages/packageGuard/preach-list/preach-assign-graud',
  '/pages/packageGuard/publicity-record/publicity-record',
  '/pages/packageGuard/early-warning-information-search/information-list',
  '/pages/packageGuard/early-warning-information-search/information-detail',
  '/pages/packageGuard/early-warning/information-search/information-list',
  '/pages/packageGuard/early-warning/information-search/information-detail',
  ...[
    'people-control/people-control',
    'people-control/control-feedback/control-feedback',
    'people-control/feedback-detail/feedback-detail',
    'gullible-index/gullible-index',
    'gullible-index/gullible-detail/gullible-detail',
    'gullible-index/user-behavior/user-behavior',
    'gullible-index/reserve-detail/reserve-detail',
    'guard-card-feedback/guard-card-feedback',
    'guard-card-feedback/card-info-detail/card-info-detail',
    'guard-card-feedback/feedback-detail/feedback-detail',
    'guard-card-feedback/assign-tasks/assign-tasks',
    'guard-card-feedback/feedback-handle/feedback-handle',
    'rank-extension/rank-extension',
    'spread-user/spread-user',
    'early-warning-handle/early-warning-handle',
    'publicity-case/publicity-case-detail',
    'publicity-case/publicity-case-create',
    'publicity-case/publicity-case-success',
    'early-warning-detail/early-warning-detail-list',
    'early-warning-detail/early-warning-detail',
    'transfer-tab/transfer-tab',
    'other-transfer-list/other-transfer-list',
    'operate-log/operate-log',
    'transfer-log/transfer-log',
    'select-transfer-org/select-transfer-org',
    'transfer-early-warning/transfer-early-warning',
    'transfer-list/transfer-list',
    'liaison-feedback-handle/liaison-feedback-handle',
    'fraud-type-choose/fraud-type-choose',
    'sync-handle/sync-handle',
    'account-choose/account-choose',
    'early-warning-result-choose/early-warning-result-choose',
    'reserve/reserve',
    'reserve-member/reserve-member',
    'liaison-feedback-history/liaison-feedback-history',
    'publicity-content/publicity-content',
    'preach-create/preach-create',
    'publicity-detail/publicity-detail',
    'guard-defend-detail/guard-defend-detail',
    'guard-defend-detail/detail-change',
    'guard-defend-detail/detail-qr',
    'qrcode/qrcode',
    'speech-class/speech-class',
    'speech-class/speech-class-index',
    'speech-detail/speech-detail',
    'transfer-manager/transfer-manager',
  ].map((path) => SG + path),
];

describe('routes', () => {
  it('contains every spec path', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    expect(SPEC_PATHS.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('lists each path exactly once, each with a Chinese title', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) expect(route.title).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('opens exactly /, blank, login, cooperation index and the public pages reached by link or QR code without login', () => {
    const open = ROUTES.filter((route) => !route.needsLogin)
      .map((route) => route.path)
      .sort();
    expect(open).toEqual(
      [
        '/',
        '/pages/blank/blank',
        '/pages/cooperation/index',
        '/pages/login/login',
        '/pages/circle-invitation',
        '/pages/public/promotion-register',
        '/pages/preach-booking',
        // The booking's reference and phone look up its status (issue 25 item 6c): a school has no login.
        '/pages/preach-booking-status',
        '/pages/preach-sign-in',
      ].sort(),
    );
  });

  it('has the four guard tabs in order', () => {
    expect(GUARD_TABS.map((tab) => [tab.path, tab.tabIndex])).toEqual([
      ['/pages/guard/index', 0],
      ['/pages/guard/data/data', 1],
      ['/pages/guard/publicity/publicity', 2],
      ['/pages/guard/user/user', 3],
    ]);
    expect(findRoute('/pages/guard/user/user')?.title).toBe('我的');
  });

  it('opens a link only for the groups its page serves', () => {
    const detail = `${PATHS.earlyWarningDetail}?id=a1`;
    expect(mayOpen(detail, 'guard')).toBe(true);
    expect(mayOpen(detail, 'oa')).toBe(true);
    expect(mayOpen(detail, 'cooperation')).toBe(false);
    expect(mayOpen(`${PATHS.liaisonFeedbackHandle}?id=a1`, 'oa')).toBe(false);
    expect(mayOpen(PATHS.guardHome, 'oa')).toBe(false);
    expect(mayOpen(PATHS.cooperationHome, 'oa')).toBe(true);
    expect(mayOpen(PATHS.cooperationHome, '')).toBe(true);
    expect(mayOpen(PATHS.guardHome, '')).toBe(false);
    expect(mayOpen('/pages/unknown', 'guard')).toBe(false);
  });

  it('opens 修改密码 for the password holders only: oa staff and partners, never guards or anyone logged out', () => {
    expect(mayOpen(PATHS.passwordChange, 'oa')).toBe(true);
    expect(mayOpen(PATHS.passwordChange, 'cooperation')).toBe(true);
    expect(mayOpen(PATHS.passwordChange, 'guard')).toBe(false);
    expect(mayOpen(PATHS.passwordChange, '')).toBe(false);
  });
});
