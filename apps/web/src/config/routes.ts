import type { LoginType } from '@afp/contract';

/** Which user group a page belongs to; 'common' pages serve every group. */
export type RouteGroup = LoginType | 'common';

export interface RouteMeta {
  path: string;
  title: string;
  needsLogin: boolean;
  group: RouteGroup;
  /** Other groups the page serves too (oa staff above the holder work on a warning's detail). */
  alsoServes?: readonly LoginType[];
  /** Index in the guard tab bar (spec §2), when the page is a tab. */
  tabIndex?: number;
}

export const PATHS = {
  root: '/',
  blank: '/pages/blank/blank',
  login: '/pages/login/login',
  accountChoose: '/pages/packageSubGuard/account-choose/account-choose',
  oaHome: '/pages/index/index',
  guardHome: '/pages/guard/index',
  guardData: '/pages/guard/data/data',
  guardPublicity: '/pages/guard/publicity/publicity',
  guardMine: '/pages/guard/user/user',
  cooperationHome: '/pages/cooperation/index',
  cooperationDetail: '/pages/cooperation/detail',
  cooperationHandle: '/pages/cooperation/handle',
  /** Not a spec route: the centre (oa) issues a cooperation task. */
  cooperationCreate: '/pages/cooperation/create',
  /** Not a spec route: an oa or partner user changes their password (issue 24). */
  passwordChange: '/pages/account/password',
  previewImage: '/preview-image',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
  // Early warnings (features/early-warning)
  earlyWarningDetailList: '/pages/packageSubGuard/early-warning-detail/early-warning-detail-list',
  earlyWarningDetail: '/pages/packageSubGuard/early-warning-detail/early-warning-detail',
  earlyWarningHandle: '/pages/packageSubGuard/early-warning-handle/early-warning-handle',
  fraudTypeChoose: '/pages/packageSubGuard/fraud-type-choose/fraud-type-choose',
  earlyWarningResultChoose: '/pages/packageSubGuard/early-warning-result-choose/early-warning-result-choose',
  syncHandle: '/pages/packageSubGuard/sync-handle/sync-handle',
  operateLog: '/pages/packageSubGuard/operate-log/operate-log',
  transferEarlyWarning: '/pages/packageSubGuard/transfer-early-warning/transfer-early-warning',
  // Transfers, information query, liaison feedback (features/transfer, information, liaison-feedback)
  transferTab: '/pages/packageSubGuard/transfer-tab/transfer-tab',
  transferList: '/pages/packageSubGuard/transfer-list/transfer-list',
  otherTransferList: '/pages/packageSubGuard/other-transfer-list/other-transfer-list',
  selectTransferOrg: '/pages/packageSubGuard/select-transfer-org/select-transfer-org',
  transferLog: '/pages/packageSubGuard/transfer-log/transfer-log',
  /** Not a spec route: the receiving district's oa (or the centre) approves a cross-district transfer (issue 25). */
  transferApproval: '/pages/transfer/approval',
  informationList: '/pages/packageGuard/early-warning-information-search/information-list',
  informationDetail: '/pages/packageGuard/early-warning-information-search/information-detail',
  informationListAlt: '/pages/packageGuard/early-warning/information-search/information-list',
  informationDetailAlt: '/pages/packageGuard/early-warning/information-search/information-detail',
  liaisonFeedbackHandle: '/pages/packageSubGuard/liaison-feedback-handle/liaison-feedback-handle',
  liaisonFeedbackHistory: '/pages/packageSubGuard/liaison-feedback-history/liaison-feedback-history',
  // Resident population 实有人口 (features/population)
  populationInfo: '/pages/packageGuard/population-info/population-info',
  // Card-opening feedback 开卡码反馈 (features/card-feedback)
  guardCardFeedback: '/pages/packageSubGuard/guard-card-feedback/guard-card-feedback',
  cardInfoDetail: '/pages/packageSubGuard/guard-card-feedback/card-info-detail/card-info-detail',
  cardFeedbackDetail: '/pages/packageSubGuard/guard-card-feedback/feedback-detail/feedback-detail',
  cardAssignTasks: '/pages/packageSubGuard/guard-card-feedback/assign-tasks/assign-tasks',
  cardFeedbackHandle: '/pages/packageSubGuard/guard-card-feedback/feedback-handle/feedback-handle',
  // People control 重点人员管控 (features/people-control)
  peopleControl: '/pages/packageSubGuard/people-control/people-control',
  controlVisitForm: '/pages/packageSubGuard/people-control/control-feedback/control-feedback',
  controlVisitHistory: '/pages/packageSubGuard/people-control/feedback-detail/feedback-detail',
  // Gullible groups 易受骗人群 and protection circles 守护圈 (features/gullible)
  gullibleIndex: '/pages/packageSubGuard/gullible-index/gullible-index',
  gullibleDetail: '/pages/packageSubGuard/gullible-index/gullible-detail/gullible-detail',
  userBehavior: '/pages/packageSubGuard/gullible-index/user-behavior/user-behavior',
  reserveDetail: '/pages/packageSubGuard/gullible-index/reserve-detail/reserve-detail',
  reserve: '/pages/packageSubGuard/reserve/reserve',
  reserveMember: '/pages/packageSubGuard/reserve-member/reserve-member',
  /** Not a spec route: an invited circle member's link (no login, the token is the credential). */
  circleInvitation: '/pages/circle-invitation',
  // Official mail 公文通知 (features/mail)
  mailInbox: '/pages/email/inbox',
  mailOutbox: '/pages/email/outbox',
  mailSignList: '/pages/email/sign-list',
  mailDetail: '/pages/email/detail',
  mailFeedbackList: '/pages/email/feedback/list',
  mailFeedbackDetail: '/pages/email/feedback/detail',
  mailSend: '/pages/email/email-send/index',
  mailSelTargetOrg: '/pages/email/email-send/sel-target-org',
  mailModelList: '/pages/email/email-send/model-list',
  // Reports 报表 (features/report)
  reportIndex: '/pages/report/index',
  reportDetail: '/pages/report/detail',
  reportFill: '/pages/report/report',
  /** Not a spec route: the centre or a district (oa) issues a report template. */
  reportTemplateCreate: '/pages/report/template-create',
  // Verification 核查 and review 复核 (features/verification): one set of pages serving both stages.
  verifyIndex: '/pages/verify/index',
  verifyDetail: '/pages/verify/detail',
  verifyForm: '/pages/verify/form',
  verifyRefuse: '/pages/verify/refuse',
  reviewIndex: '/pages/review/index',
  reviewDetail: '/pages/review/detail',
  reviewForm: '/pages/review/form',
  reviewRefuse: '/pages/review/refuse',
  // Rule statistics 考核规则统计 and ledgers 台账 (features/rule-statistics)
  ruleStaIndex: '/pages/rule-sta/index',
  ruleStaDetail: '/pages/rule-sta/detail',
  ruleStaLedger: '/pages/rule-sta/ledger',
  // The weekly case bulletin 发案通报 (features/bulletin): NOT spec routes (issue 26), oa of the centre, districts, stations.
  bulletinIndex: '/pages/bulletin/index',
  bulletinDetail: '/pages/bulletin/detail',
  // OA orders 工单 and response-time figures 响应时效 (features/cooperation-order): NOT spec routes, oa only.
  cooperationOrders: '/pages/cooperation/order/index',
  cooperationOrderCreate: '/pages/cooperation/order/create',
  cooperationOrderDetail: '/pages/cooperation/order/detail',
  cooperationFigures: '/pages/cooperation/figures/index',
  // Notices of the organisation (features/notice); not a spec route, every group has one.
  noticeList: '/pages/notice/list',
  // The forms of this account waiting to be sent 待发送 (features/outbox): NOT a spec route (issue 25), every group.
  outbox: '/pages/outbox/outbox',
  // The centre's warning overview 预警总览 (features/warning-overview): NOT spec routes (issue 13), oa only.
  warningOverview: '/pages/warning-overview/index',
  warningOverviewList: '/pages/warning-overview/list',
  // Who saw one person's data whole (features/access-log): NOT a spec route (issue 24), the centre's oa only.
  accessLogPerson: '/pages/access-log/person',
  // Publicity 宣防: content library, records, 一案一宣 (features/publicity)
  publicityRecord: '/pages/packageGuard/publicity-record/publicity-record',
  publicityContent: '/pages/packageSubGuard/publicity-content/publicity-content',
  publicityDetail: '/pages/packageSubGuard/publicity-detail/publicity-detail',
  publicityCaseCreate: '/pages/packageSubGuard/publicity-case/publicity-case-create',
  publicityCaseDetail: '/pages/packageSubGuard/publicity-case/publicity-case-detail',
  publicityCaseSuccess: '/pages/packageSubGuard/publicity-case/publicity-case-success',
  // Publishing the content library (centre and district oa): NOT a spec route (issue 11), oa only.
  publicityPublish: '/pages/publicity/content/publish',
  // Promotion 推广, leaderboard, transfer administrator (features/promotion)
  promotionQrcode: '/pages/packageSubGuard/qrcode/qrcode',
  spreadUser: '/pages/packageSubGuard/spread-user/spread-user',
  rankExtension: '/pages/packageSubGuard/rank-extension/rank-extension',
  transferManager: '/pages/packageSubGuard/transfer-manager/transfer-manager',
  /** Not a spec route: a resident registers through a guard's promotion QR code (no login). */
  promotionRegister: '/pages/public/promotion-register',
  // Preaching 宣讲 and the speech classroom 宣讲课堂 (features/preaching); preach-detail without an id is the list.
  preachDetail: '/pages/packageGuard/preach-list/preach-detail',
  preachAssignGroup: '/pages/packageGuard/preach-list/preach-assign-group',
  preachAssignGuard: '/pages/packageGuard/preach-list/preach-assign-graud',
  preachCreate: '/pages/packageSubGuard/preach-create/preach-create',
  guardDefendDetail: '/pages/packageSubGuard/guard-defend-detail/guard-defend-detail',
  guardDefendChange: '/pages/packageSubGuard/guard-defend-detail/detail-change',
  guardDefendQr: '/pages/packageSubGuard/guard-defend-detail/detail-qr',
  speechClass: '/pages/packageSubGuard/speech-class/speech-class',
  speechClassIndex: '/pages/packageSubGuard/speech-class/speech-class-index',
  speechDetail: '/pages/packageSubGuard/speech-detail/speech-detail',
  /** Not spec routes: a unit's booking page and a guard's attendee page, opened by QR codes (no login). */
  preachBooking: '/pages/preach-booking',
  preachSignIn: '/pages/preach-sign-in',
  /** Not a spec route: a unit looks its booking up by reference and phone (no login). */
  preachBookingStatus: '/pages/preach-booking-status',
} as const;

/** A spec route a page is built for (the rest of ROUTES render the under-construction page). */
export type SpecPath = (typeof PATHS)[keyof typeof PATHS];

/** Home page of each login group (blank page and login land here). */
export const HOME_OF: Record<LoginType, string> = {
  guard: PATHS.guardHome,
  oa: PATHS.oaHome,
  cooperation: PATHS.cooperationHome,
};

/** Whether the page is for users of this login type: its group's, one it also serves, or common. */
export const servesGroup = (route: RouteMeta, loginType: LoginType): boolean =>
  route.group === 'common' || route.group === loginType || (route.alsoServes?.includes(loginType) ?? false);

type Entry = [path: string, title: string];
const page =
  (group: RouteGroup, needsLogin = true) =>
  ([path, title]: Entry): RouteMeta => ({
    path,
    title,
    needsLogin,
    group,
  });

const SG = '/pages/packageSubGuard';
const PG = '/pages/packageGuard';

const common: RouteMeta[] = [
  ...(
    [
      [PATHS.root, '卫士端'],
      [PATHS.blank, '卫士端'],
      [PATHS.login, '登录'],
      [PATHS.circleInvitation, '守护圈邀请'],
      [PATHS.promotionRegister, '居民登记'],
      [PATHS.preachBooking, '宣讲预约'],
      [PATHS.preachSignIn, '宣讲签到'],
      [PATHS.preachBookingStatus, '预约查询'],
    ] as Entry[]
  ).map(page('common', false)),
  ...(
    [
      [PATHS.previewImage, '图片预览'],
      [PATHS.chooseLocation, '选择位置'],
      [PATHS.openLocation, '查看位置'],
      [PATHS.noticeList, '消息通知'],
      [PATHS.outbox, '待发送'],
    ] as Entry[]
  ).map(page('common')),
];

// Not in the spec: the password holders (oa staff and partners) change their password (issue 24).
const password: RouteMeta[] = [{ ...page('oa')([PATHS.passwordChange, '修改密码']), alsoServes: ['cooperation'] }];

const MAIL_RECEIVER_PAGES: readonly string[] = [PATHS.mailInbox, PATHS.mailDetail, PATHS.mailFeedbackDetail];

const oa: RouteMeta[] = (
  [
    [PATHS.oaHome, '反诈工作平台'],
    ['/pages/report/index', '报表'],
    ['/pages/report/detail', '报表详情'],
    ['/pages/report/report', '填报报表'],
    [PATHS.reportTemplateCreate, '新建报表'],
    ['/pages/email/inbox', '收件箱'],
    ['/pages/email/outbox', '发件箱'],
    ['/pages/email/sign-list', '签收列表'],
    ['/pages/email/detail', '公文详情'],
    ['/pages/email/feedback/list', '反馈列表'],
    ['/pages/email/feedback/detail', '反馈详情'],
    ['/pages/email/email-send/index', '发送公文'],
    ['/pages/email/email-send/sel-target-org', '选择接收单位'],
    ['/pages/email/email-send/model-list', '公文模板'],
    ['/pages/rule-sta/index', '考核规则统计'],
    ['/pages/rule-sta/detail', '考核详情'],
    ['/pages/rule-sta/ledger', '台账'],
    ['/pages/verify/index', '核查'],
    ['/pages/verify/detail', '核查详情'],
    ['/pages/verify/form', '核查'],
    ['/pages/verify/refuse', '核查退回'],
    ['/pages/review/index', '复核'],
    ['/pages/review/detail', '复核详情'],
    ['/pages/review/form', '复核'],
    ['/pages/review/refuse', '复核退回'],
    [PATHS.cooperationCreate, '下发协作任务'],
    // Not in the spec: the centre's OA orders to partners and their response-time figures (issue 10).
    [PATHS.cooperationOrders, '协作工单'],
    [PATHS.cooperationOrderCreate, '新建工单'],
    [PATHS.cooperationOrderDetail, '工单详情'],
    [PATHS.cooperationFigures, '响应时效'],
    // Not in the spec: the centre's and districts' view of every warning of their area (issue 13).
    [PATHS.warningOverview, '预警总览'],
    [PATHS.warningOverviewList, '预警列表'],
    // Not in the spec: the centre reads who saw a person's data whole (issue 24).
    [PATHS.accessLogPerson, '访问记录'],
    // Not in the spec: cross-district transfers wait for the receiving district's approval (issue 25).
    [PATHS.transferApproval, '移交审核'],
    // Not in the spec: centre and district oa publish, edit and withdraw library content (issue 11).
    [PATHS.publicityPublish, '发布宣传内容'],
    // Not in the spec: the weekly case bulletin, sent as a 公文 (issue 26).
    [PATHS.bulletinIndex, '发案通报'],
    [PATHS.bulletinDetail, '通报详情'],
  ] as Entry[]
)
  .map(page('oa'))
  // Guards' organisations receive mail too: their admins read, sign and feed back (features/mail).
  .map((route) => (MAIL_RECEIVER_PAGES.includes(route.path) ? { ...route, alsoServes: ['guard'] as const } : route));

// Spec §2 lists the cooperation pages among the oa pages too: 警企协作 is police and partners' shared work.
const cooperation: RouteMeta[] = [
  page('cooperation', false)([PATHS.cooperationHome, '警企协作']),
  ...(
    [
      [PATHS.cooperationDetail, '协作任务详情'],
      [PATHS.cooperationHandle, '任务处理'],
    ] as Entry[]
  ).map(page('cooperation')),
].map((route) => ({ ...route, alsoServes: ['oa'] }));

const guardTabs: RouteMeta[] = (
  [
    [PATHS.guardHome, '首页'],
    [PATHS.guardData, '反诈预警'],
    [PATHS.guardPublicity, '全民反诈'],
    [PATHS.guardMine, '我的'],
  ] as Entry[]
).map((entry, tabIndex) => ({ ...page('guard')(entry), tabIndex }));

const packageGuard: RouteMeta[] = (
  [
    [`${PG}/population-info/population-info`, '实有人口'],
    [`${PG}/preach-list/preach-detail`, '预约详情'],
    [`${PG}/preach-list/preach-assign-group`, '选择单位'],
    [`${PG}/preach-list/preach-assign-graud`, '选择卫士'],
    [`${PG}/publicity-record/publicity-record`, '宣防记录'],
    [`${PG}/early-warning-information-search/information-list`, '信息查询'],
    [`${PG}/early-warning-information-search/information-detail`, '详情'],
    [`${PG}/early-warning/information-search/information-list`, '信息查询'],
    [`${PG}/early-warning/information-search/information-detail`, '详情'],
  ] as Entry[]
).map(page('guard'));

const packageSubGuard: RouteMeta[] = (
  [
    ['people-control/people-control', '重点人员管控'],
    ['people-control/control-feedback/control-feedback', '管控反馈'],
    ['people-control/feedback-detail/feedback-detail', '反馈详情'],
    ['gullible-index/gullible-index', '易受骗人群'],
    ['gullible-index/gullible-detail/gullible-detail', '人员详情'],
    ['gullible-index/user-behavior/user-behavior', '用户行为'],
    ['gullible-index/reserve-detail/reserve-detail', '守护圈详情'],
    ['guard-card-feedback/guard-card-feedback', '开卡码反馈'],
    ['guard-card-feedback/card-info-detail/card-info-detail', '开卡信息详情'],
    ['guard-card-feedback/feedback-detail/feedback-detail', '反馈详情'],
    ['guard-card-feedback/assign-tasks/assign-tasks', '分配任务'],
    ['guard-card-feedback/feedback-handle/feedback-handle', '反馈处理'],
    ['rank-extension/rank-extension', '排行榜'],
    ['spread-user/spread-user', '推广用户'],
    ['early-warning-handle/early-warning-handle', '预警处置'],
    ['publicity-case/publicity-case-detail', '一案一宣详情'],
    ['publicity-case/publicity-case-create', '一案一宣'],
    ['publicity-case/publicity-case-success', '提交成功'],
    ['early-warning-detail/early-warning-detail-list', '预警列表'],
    ['early-warning-detail/early-warning-detail', '预警详情'],
    ['transfer-tab/transfer-tab', '移交管理'],
    ['other-transfer-list/other-transfer-list', '他人移交'],
    ['operate-log/operate-log', '操作日志'],
    ['transfer-log/transfer-log', '移交日志'],
    ['select-transfer-org/select-transfer-org', '选择移交单位'],
    ['transfer-early-warning/transfer-early-warning', '移交预警'],
    ['transfer-list/transfer-list', '移交列表'],
    ['liaison-feedback-handle/liaison-feedback-handle', '联络员反馈'],
    ['fraud-type-choose/fraud-type-choose', '选择诈骗类型'],
    ['sync-handle/sync-handle', '同步处置'],
    ['account-choose/account-choose', '选择账号'],
    ['early-warning-result-choose/early-warning-result-choose', '选择处置结果'],
    ['reserve/reserve', '联系圈主'],
    ['reserve-member/reserve-member', '守护圈成员'],
    ['liaison-feedback-history/liaison-feedback-history', '联络员反馈记录'],
    ['publicity-content/publicity-content', '宣传内容'],
    ['preach-create/preach-create', '新增宣讲'],
    ['publicity-detail/publicity-detail', '宣传详情'],
    ['guard-defend-detail/guard-defend-detail', '宣讲概况'],
    ['guard-defend-detail/detail-change', '编辑宣讲概况'],
    ['guard-defend-detail/detail-qr', '我的宣讲二维码'],
    ['qrcode/qrcode', '二维码'],
    ['speech-class/speech-class', '宣讲课堂'],
    ['speech-class/speech-class-index', '宣讲课堂'],
    ['speech-detail/speech-detail', '宣讲课程'],
    ['transfer-manager/transfer-manager', '转让管理员'],
  ] as Entry[]
).map(([path, title]) => page('guard')([`${SG}/${path}`, title]));

/**
 * Guard pages the centre and the organisations above a warning's holder (oa staff) work on too:
 * the warning, its logs and the centre's direct assignment (移交). What each may do on them is
 * the server's answer (canReject, canReturnVisit, canTransfer …), not the page's group.
 */
const SERVING_OA_TOO = new Set<string>([
  PATHS.earlyWarningDetail,
  PATHS.earlyWarningDetailList,
  PATHS.operateLog,
  PATHS.transferLog,
  PATHS.transferEarlyWarning,
  PATHS.selectTransferOrg,
  PATHS.liaisonFeedbackHistory,
  // The verify/review detail links to a visit's feedback history (核查 / 复核 by oa staff).
  PATHS.controlVisitHistory,
  // ... and to a publicity record or 一案一宣 (their verify/review detail links).
  PATHS.publicityRecord,
  PATHS.publicityCaseDetail,
  // ... and the content library they publish (edit and withdraw from its detail).
  PATHS.publicityContent,
  PATHS.publicityDetail,
  // The centre (oa) assigns preaching appointments to units; the verify detail links to a completion.
  PATHS.preachDetail,
  PATHS.preachAssignGroup,
  PATHS.preachAssignGuard,
]);
const servingOaToo = (route: RouteMeta): RouteMeta =>
  SERVING_OA_TOO.has(route.path) ? { ...route, alsoServes: ['oa'] } : route;

/** Every route of spec §2, each exactly once. */
export const ROUTES: readonly RouteMeta[] = [
  ...common,
  ...oa,
  ...cooperation,
  ...password,
  ...guardTabs,
  ...packageGuard.map(servingOaToo),
  ...packageSubGuard.map(servingOaToo),
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export const findRoute = (path: string): RouteMeta | undefined => byPath.get(path);

/** Whether a link (`path?query`) opens its page for this login type (none: logged out), as the route guard decides. */
export const mayOpen = (link: string, loginType: LoginType | ''): boolean => {
  const route = findRoute(link.split('?')[0] ?? '');
  if (!route) return false;
  return loginType === '' ? !route.needsLogin : servesGroup(route, loginType);
};

export const GUARD_TABS: readonly RouteMeta[] = guardTabs;
