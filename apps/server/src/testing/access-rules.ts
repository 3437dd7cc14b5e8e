import { CALLER_KINDS, type CallerKind } from './access-callers.ts';
import { RELATIONS, type ObjectKind, type Relation } from './access-objects.ts';

/**
 * Who may call each route, written down once more beside the code (issue 24 item 3): the access
 * matrix (security/access-matrix.test.ts) fails for a registered route without a rule here, for a
 * route whose declared `access` differs from its rule, and for any answer the rule does not expect.
 */
export interface AccessRule {
  /** The route's `access` (core/principal.ts) as text: `public`, `optional`, `authenticated`, or login types `guard oa`. */
  access: string;
  /**
   * The only caller kinds, of those its login types let in, that the route serves; the others are
   * refused in the handler (403, or 404 for an object) and never answered 2xx.
   */
  only?: readonly CallerKind[];
  /** The object the route takes by id, and which relations of it each caller kind reaches. */
  object?: ObjectRule;
  /** A route taking ids that are no organisation's objects: why (the id swap still fires at it). */
  ids?: string;
}

export interface ObjectRule {
  kind: ObjectKind;
  /** The input field (query, body or path parameter) naming the object. */
  field: string;
  /** The relations each kind reaches where it differs from `SUBTREE`; a kind absent from `only` reaches none. */
  reach?: Partial<Record<CallerKind, readonly Relation[]>>;
  /**
   * Why an object in reach may still answer 404: the route also looks up something else the drawn
   * input names (a period, a second object), so only the refusals outside reach are checked.
   */
  lookup?: string;
}

/** A caller reaches the objects of its own organisation and below it, nothing else. */
export const SUBTREE: readonly Relation[] = ['own', 'child'];

/** Whether the route's login types let the kind in (anonymous: only public and optional routes). */
export function letsIn(rule: AccessRule, kind: CallerKind): boolean {
  const { loginType } = CALLER_KINDS[kind];
  if (rule.access === 'public' || rule.access === 'optional') return true;
  if (loginType === null) return false;
  return rule.access === 'authenticated' || rule.access.split(' ').includes(loginType);
}

/** Whether the route serves the kind: let in, and not refused by role. */
export const servesKind = (rule: AccessRule, kind: CallerKind): boolean =>
  letsIn(rule, kind) && (!rule.only || rule.only.includes(kind));

/** oa staff of the supervising offices: the centre and the districts. */
const OFFICES = ['districtOa', 'centreOa', 'verifyGroupMember'] as const;
const CENTRE = ['centreOa', 'verifyGroupMember'] as const;
/** Who receives an organisation's mail: its oa staff and its guard team admins and above. */
const MAIL_RECEIVERS = [
  'teamAdmin',
  'stationAdmin',
  'stationOa',
  'districtOa',
  'centreOa',
  'verifyGroupMember',
] as const;
const STATION_ADMINS_AND_ABOVE = ['stationAdmin', 'stationOa', 'districtOa', 'centreOa', 'verifyGroupMember'] as const;
const OWN = ['own'] as const;
/** Published downwards: an office's content and templates are seen below it. */
const DOWNWARDS = ['own', 'child', 'parent'] as const;
/** Everything in the caller's district: typical local cases. */
const DISTRICT = ['own', 'child', 'parent', 'sibling'] as const;
/** 发案通报: the centre's, sent down to every district and station as a 公文 (what the demo's all are). */
const BULLETIN_READERS = ['stationOa', 'districtOa', 'centreOa', 'verifyGroupMember'] as const;
const BULLETIN_REACH = {
  centreOa: OWN,
  verifyGroupMember: OWN,
  districtOa: ['parent'],
  stationOa: ['parent'],
} as const;
const everyKind = (relations: readonly Relation[]) =>
  Object.fromEntries(
    [
      'guard',
      'teamAdmin',
      'stationAdmin',
      'stationOa',
      'districtOa',
      'centreOa',
      'verifyGroupMember',
      'partner',
      'otherPartner',
    ].map((kind) => [kind, relations]),
  ) as Partial<Record<CallerKind, readonly Relation[]>>;

/** Every route the server registers, by `METHOD url` as Fastify has it. */
export const ACCESS_RULES: Record<string, AccessRule> = {
  // SYSTEM_ENDPOINTS.health
  'GET /proxy/health': { access: 'public' },
  // outside the contract
  'GET /health': { access: 'public' },
  // outside the contract
  'GET /healthz': { access: 'public' },
  // outside the contract
  'GET /readyz': { access: 'public' },
  // AUTH_ENDPOINTS.codeLogin
  'GET /AntiProxy/api/guard/v2/account/ding/codeLogin': { access: 'public' },
  // ACCOUNT_ENDPOINTS.oa.login
  'POST /proxy/api/oa/v2/account/ding/login': { access: 'public' },
  // ACCOUNT_ENDPOINTS.cooperation.login
  'POST /proxy/api/cooperation/v2/account/ding/login': { access: 'public' },
  // ACCOUNT_ENDPOINTS.guard.login
  'POST /AntiProxy/api/guard/v2/account/ding/login': { access: 'public' },
  // AUTH_ENDPOINTS.guardSmsCode
  'POST /AntiProxy/api/guard/v2/account/ding/sms-code': { access: 'public' },
  // ACCOUNT_ENDPOINTS.oa.autoLogin
  'GET /proxy/api/oa/v2/account/ding/autoLogin': {
    access: 'public',
    ids: "a workplace identity and the account it binds: answered only with an auth code's proof",
  },
  // ACCOUNT_ENDPOINTS.oa.logout
  'GET /proxy/api/oa/v2/account/ding/logout': { access: 'optional' },
  // ACCOUNT_ENDPOINTS.guard.autoLogin
  'GET /AntiProxy/api/guard/v2/account/ding/autoLogin': {
    access: 'public',
    ids: "a workplace identity and the account it binds: answered only with an auth code's proof",
  },
  // ACCOUNT_ENDPOINTS.guard.logout
  'GET /AntiProxy/api/guard/v2/account/ding/logout': { access: 'optional' },
  // ACCOUNT_ENDPOINTS.cooperation.autoLogin
  'GET /proxy/api/cooperation/v2/account/ding/autoLogin': {
    access: 'public',
    ids: "a workplace identity and the account it binds: answered only with an auth code's proof",
  },
  // ACCOUNT_ENDPOINTS.cooperation.logout
  'GET /proxy/api/cooperation/v2/account/ding/logout': { access: 'optional' },
  // AUTH_ENDPOINTS.autoOpenId
  'GET /AntiProxy/api/guard/v2/account/ding/autoOpenId': { access: 'public' },
  // AUTH_ENDPOINTS.jsapiTicket
  'GET /proxy/api/oa/v2/account/ding/jsapi-ticket': { access: 'authenticated' },
  // PEOPLE_ENDPOINTS.guardUserInfo
  'GET /proxy/api/guard-user/info': {
    access: 'guard oa',
    object: { kind: 'guard', field: 'uid', reach: { guard: [] } },
  },
  // PEOPLE_ENDPOINTS.cooperationMyInfo
  'GET /proxy/api/cooperation/user/v2/get-my-info': { access: 'cooperation' },
  // AUTH_ENDPOINTS.loginInfo
  'GET /proxy/api/auth/loginInfo': { access: 'authenticated' },
  // ACCESS_LOG_ENDPOINTS.person: who saw a person's data, for the centre only (by the person key, no object id)
  'GET /proxy/api/access-log/v2/person': { access: 'oa', only: CENTRE },
  // PASSWORD_ENDPOINTS.change (guards have no password)
  'POST /proxy/api/auth/password/v2/change': { access: 'cooperation oa' },
  // VERIFY_GROUP_ENDPOINTS.list
  'GET /proxy/api/oa/org/group/v2/list': { access: 'oa' },
  // VERIFY_GROUP_ENDPOINTS.reVerifyList
  'GET /proxy/api/oa/org/group/v2/re-verify/list': {
    access: 'oa',
    ids: "an oa account: the caller's own, or any for the oa administrator",
  },
  // HOLIDAY_CALENDAR_ENDPOINTS.list
  'GET /proxy/api/oa/holiday-calendar/v2/list': { access: 'oa', only: CENTRE },
  // HOLIDAY_CALENDAR_ENDPOINTS.add
  'POST /proxy/api/oa/holiday-calendar/v2/add': { access: 'oa' },
  // HOLIDAY_CALENDAR_ENDPOINTS.remove
  'POST /proxy/api/oa/holiday-calendar/v2/remove': { access: 'oa' },
  // RULE_STATISTICS_ENDPOINTS.latestIssueYear
  'GET /proxy/api/oa/rule/org/v2/getLatestIssueYear': { access: 'oa' },
  // RULE_STATISTICS_ENDPOINTS.years
  'GET /proxy/api/oa/rule-statistics/v2/years': { access: 'oa' },
  // RULE_STATISTICS_ENDPOINTS.items
  'GET /proxy/api/oa/rule-statistics/v2/items': { access: 'oa' },
  // BULLETIN_ENDPOINTS.page: the centre's oa all, a district's or station's oa those its mail reached
  'GET /proxy/api/oa/bulletin/v2/page': { access: 'oa', only: BULLETIN_READERS },
  // BULLETIN_ENDPOINTS.info
  'GET /proxy/api/oa/bulletin/v2/info': {
    access: 'oa',
    only: BULLETIN_READERS,
    object: { kind: 'bulletin', field: 'id', reach: BULLETIN_REACH },
  },
  // BULLETIN_ENDPOINTS.export
  'GET /proxy/api/oa/bulletin/v2/export': {
    access: 'oa',
    only: BULLETIN_READERS,
    object: { kind: 'bulletin', field: 'id', reach: BULLETIN_REACH },
  },
  // RULE_STATISTICS_ENDPOINTS.units
  'GET /proxy/api/oa/rule-statistics/v2/units': { access: 'oa' },
  // RULE_STATISTICS_ENDPOINTS.board
  'GET /proxy/api/oa/rule-statistics/v2/board': {
    access: 'oa',
    object: { kind: 'org', field: 'parentId', lookup: 'the year (and item) must name a rule set of the centre' },
  },
  // RULE_STATISTICS_ENDPOINTS.detail
  'GET /proxy/api/oa/rule-statistics/v2/detail': {
    access: 'oa',
    object: { kind: 'org', field: 'orgId', lookup: 'the year (and item) must name a rule set of the centre' },
  },
  // RULE_STATISTICS_ENDPOINTS.rows
  'GET /proxy/api/oa/rule-statistics/v2/rows': {
    access: 'oa',
    object: { kind: 'org', field: 'orgId', lookup: 'the year (and item) must name a rule set of the centre' },
  },
  // RULE_STATISTICS_ENDPOINTS.boardExport
  'GET /proxy/api/oa/rule-statistics/v2/board/export': {
    access: 'oa',
    object: { kind: 'org', field: 'parentId', lookup: 'the year (and item) must name a rule set of the centre' },
  },
  // RULE_STATISTICS_ENDPOINTS.ledgerList
  'GET /proxy/api/oa/rule-statistics/v2/ledger/list': {
    access: 'oa',
    ids: 'a filter inside the caller’s subtree (ledger.service list)',
  },
  // RULE_STATISTICS_ENDPOINTS.ledgerDetail
  'GET /proxy/api/oa/rule-statistics/v2/ledger/detail': { access: 'oa', object: { kind: 'ledgerEntry', field: 'id' } },
  // RULE_STATISTICS_ENDPOINTS.ledgerCreate
  'POST /proxy/api/oa/rule-statistics/v2/ledger/create': {
    access: 'oa',
    object: { kind: 'org', field: 'orgId', lookup: 'the year (and item) must name a rule set of the centre' },
  },
  // RULE_STATISTICS_ENDPOINTS.ledgerResubmit
  'POST /proxy/api/oa/rule-statistics/v2/ledger/resubmit': {
    access: 'oa',
    object: { kind: 'ledgerEntry', field: 'id' },
  },
  // FILE_ENDPOINTS.upload
  'POST /fileProxy/api/file/upload': { access: 'authenticated' },
  // FILE_ENDPOINTS.uploadAttachment
  'POST /fileProxy/api/file/upload-attachment': { access: 'authenticated' },
  // FILE_ENDPOINTS.downloadTicket
  'POST /fileProxy/api/file/download-ticket': { access: 'authenticated' },
  // FILE_ENDPOINTS.downloadOrgFile
  'GET /fileProxy/api/file/downloadOrgFile': { access: 'public' },
  // EARLY_WARNING_ENDPOINTS.page
  'GET /AntiProxy/api/guard/early-warning/v2/page': { access: 'guard oa', object: { kind: 'org', field: 'orgId' } },
  // EARLY_WARNING_ENDPOINTS.info
  'GET /AntiProxy/api/guard/early-warning/v2/info': { access: 'guard oa', object: { kind: 'assignment', field: 'id' } },
  // EARLY_WARNING_ENDPOINTS.statistics
  'GET /AntiProxy/api/guard/early-warning/v2/statistics': { access: 'guard oa' },
  // EARLY_WARNING_ENDPOINTS.stateCounts
  'GET /AntiProxy/api/guard/early-warning/v2/state-counts': {
    access: 'guard oa',
    object: { kind: 'org', field: 'orgId' },
  },
  // EARLY_WARNING_ENDPOINTS.waitingCount
  'GET /AntiProxy/api/guard/early-warning/v2/waiting-count': { access: 'guard oa' },
  // EARLY_WARNING_ENDPOINTS.sign
  'POST /AntiProxy/api/guard/early-warning/v2/sign': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // EARLY_WARNING_ENDPOINTS.feedback
  'POST /AntiProxy/api/guard/early-warning/v2/feedback': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // EARLY_WARNING_ENDPOINTS.syncHandle
  'POST /AntiProxy/api/guard/early-warning/v2/sync-handle': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // EARLY_WARNING_ENDPOINTS.contactAttempt
  'POST /AntiProxy/api/guard/early-warning/v2/contact-attempt': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // CARRIER_ASSIST_ENDPOINTS.ofWarning
  'GET /AntiProxy/api/guard/early-warning/v2/carrier-assist': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // CARRIER_ASSIST_ENDPOINTS.ask (the holder's guards and the centre; others in reach 403)
  'POST /AntiProxy/api/guard/early-warning/v2/carrier-assist/ask': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // EARLY_WARNING_ENDPOINTS.operateLog
  'GET /AntiProxy/api/guard/early-warning/v2/operate-log': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'id' },
  },
  // FRAUD_TYPE_ENDPOINTS.tree
  'GET /AntiProxy/api/guard/dictionary/v2/fraud-types': { access: 'guard oa' },
  // EARLY_WARNING_ENDPOINTS.rejectFeedback
  'POST /AntiProxy/api/guard/early-warning/v2/reject': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // EARLY_WARNING_ENDPOINTS.returnVisit
  'POST /AntiProxy/api/guard/early-warning/v2/return-visit': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // EARLY_WARNING_ENDPOINTS.stream
  'GET /AntiProxy/api/guard/early-warning/v2/stream': { access: 'guard' },
  // WARNING_OVERVIEW_ENDPOINTS.overview
  'GET /proxy/api/oa/warning-overview/v2/summary': { access: 'oa', only: OFFICES },
  // WARNING_OVERVIEW_ENDPOINTS.badge
  'GET /proxy/api/oa/warning-overview/v2/badge': { access: 'oa', only: OFFICES },
  // PROTECTION_CIRCLE_ENDPOINTS.members
  'GET /AntiProxy/api/guard/protection-circle/v2/members': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.dissuasions
  'GET /AntiProxy/api/guard/protection-circle/v2/dissuasions': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.circlePage
  'GET /AntiProxy/api/guard/gullible/v2/circle/page': { access: 'guard oa' },
  // PROTECTION_CIRCLE_ENDPOINTS.circleInfo
  'GET /AntiProxy/api/guard/gullible/v2/circle/info': {
    access: 'guard oa',
    object: { kind: 'gulliblePerson', field: 'id' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.memberPage
  'GET /AntiProxy/api/guard/gullible/v2/circle-member/page': {
    access: 'guard oa',
    object: { kind: 'gulliblePerson', field: 'ownerId' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.memberInfo
  'GET /AntiProxy/api/guard/gullible/v2/circle-member/info': {
    access: 'guard oa',
    object: { kind: 'circleMember', field: 'id' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.invite
  'POST /AntiProxy/api/guard/gullible/v2/circle-member/invite': {
    access: 'guard oa',
    object: { kind: 'gulliblePerson', field: 'ownerId' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.reinvite
  'POST /AntiProxy/api/guard/gullible/v2/circle-member/reinvite': {
    access: 'guard oa',
    object: { kind: 'circleMember', field: 'id' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.accept
  'POST /AntiProxy/api/guard/gullible/v2/circle-member/accept': {
    access: 'guard oa',
    object: { kind: 'circleMember', field: 'id' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.decline
  'POST /AntiProxy/api/guard/gullible/v2/circle-member/decline': {
    access: 'guard oa',
    object: { kind: 'circleMember', field: 'id' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.remove
  'POST /AntiProxy/api/guard/gullible/v2/circle-member/remove': {
    access: 'guard oa',
    object: { kind: 'circleMember', field: 'id' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.notify
  'POST /AntiProxy/api/guard/gullible/v2/circle-member/notify': {
    access: 'guard oa',
    object: { kind: 'circleMember', field: 'id' },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.dissuade
  'POST /AntiProxy/api/guard/gullible/v2/circle-member/dissuade': {
    access: 'guard',
    object: {
      kind: 'circleMember',
      field: 'memberId',
      lookup: 'the warning named beside the member must be one of the circle owner’s',
    },
  },
  // PROTECTION_CIRCLE_ENDPOINTS.invitationInfo
  'GET /AntiProxy/api/open/circle-invitation/v2/info': { access: 'public' },
  // PROTECTION_CIRCLE_ENDPOINTS.invitationAccept
  'POST /AntiProxy/api/open/circle-invitation/v2/accept': { access: 'public' },
  // PROTECTION_CIRCLE_ENDPOINTS.invitationDecline
  'POST /AntiProxy/api/open/circle-invitation/v2/decline': { access: 'public' },
  // LIAISON_FEEDBACK_ENDPOINTS.create
  'POST /AntiProxy/api/guard/liaison-feedback/v2/create': {
    access: 'guard',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // LIAISON_FEEDBACK_ENDPOINTS.list
  'GET /AntiProxy/api/guard/liaison-feedback/v2/list': {
    access: 'guard oa',
    object: { kind: 'assignment', field: 'assignmentId' },
  },
  // INTAKE_ENDPOINTS.push
  'POST /AntiProxy/api/intake/early-warning/v2/push': {
    access: 'public',
    ids: "no session: the intake key's upstream platform names where a warning belongs",
  },
  // TRANSFER_ENDPOINTS.create
  'POST /AntiProxy/api/guard/transfer/v2/create': {
    access: 'guard oa',
    object: {
      kind: 'assignment',
      field: 'assignmentId',
      reach: { stationAdmin: OWN, stationOa: OWN, districtOa: OWN },
    },
  },
  // TRANSFER_ENDPOINTS.accept
  'POST /AntiProxy/api/guard/transfer/v2/accept': {
    access: 'guard oa',
    object: { kind: 'transfer', field: 'transferId' },
  },
  // TRANSFER_ENDPOINTS.reject
  'POST /AntiProxy/api/guard/transfer/v2/reject': {
    access: 'guard oa',
    object: { kind: 'transfer', field: 'transferId' },
  },
  // TRANSFER_ENDPOINTS.withdraw
  'POST /AntiProxy/api/guard/transfer/v2/withdraw': {
    access: 'guard oa',
    object: { kind: 'transfer', field: 'transferId' },
  },
  // TRANSFER_ENDPOINTS.page
  'GET /AntiProxy/api/guard/transfer/v2/page': { access: 'guard oa' },
  // TRANSFER_ENDPOINTS.log
  'GET /AntiProxy/api/guard/transfer/v2/log': {
    access: 'guard oa',
    object: { kind: 'assignmentHops', field: 'assignmentId' },
  },
  // TRANSFER_ENDPOINTS.approvalPage: the district's own approvals, every district's for the centre.
  'GET /AntiProxy/api/guard/transfer/v2/approval/page': { access: 'oa' },
  // TRANSFER_ENDPOINTS.approve: the receiving district's oa or the centre (403 for the others in sight).
  'POST /AntiProxy/api/guard/transfer/v2/approve': {
    access: 'oa',
    object: { kind: 'transfer', field: 'transferId' },
  },
  // TRANSFER_ENDPOINTS.refuse
  'POST /AntiProxy/api/guard/transfer/v2/refuse': {
    access: 'oa',
    object: { kind: 'transfer', field: 'transferId' },
  },
  // CARD_FEEDBACK_ENDPOINTS.page
  'GET /AntiProxy/api/guard/card-feedback/v2/page': { access: 'guard oa' },
  // CARD_FEEDBACK_ENDPOINTS.info
  'GET /AntiProxy/api/guard/card-feedback/v2/info': { access: 'guard oa', object: { kind: 'cardRecord', field: 'id' } },
  // CARD_FEEDBACK_ENDPOINTS.assignees
  'GET /AntiProxy/api/guard/card-feedback/v2/assignees': {
    access: 'guard oa',
    object: { kind: 'cardRecord', field: 'id' },
  },
  // CARD_FEEDBACK_ENDPOINTS.assign
  'POST /AntiProxy/api/guard/card-feedback/v2/assign': {
    access: 'guard oa',
    object: { kind: 'cardRecord', field: 'id' },
  },
  // CARD_FEEDBACK_ENDPOINTS.feedback
  'POST /AntiProxy/api/guard/card-feedback/v2/feedback': {
    access: 'guard oa',
    object: { kind: 'cardRecord', field: 'id' },
  },
  // CARD_FEEDBACK_ENDPOINTS.close
  'POST /AntiProxy/api/guard/card-feedback/v2/close': {
    access: 'guard oa',
    object: { kind: 'cardRecord', field: 'id' },
  },
  // CARD_FEEDBACK_ENDPOINTS.return
  'POST /AntiProxy/api/guard/card-feedback/v2/return': {
    access: 'guard oa',
    object: { kind: 'cardRecord', field: 'id' },
  },
  // PARTNER_CARD_FEEDBACK_ENDPOINTS.page
  'GET /proxy/api/cooperation/card-feedback/v2/page': { access: 'cooperation' },
  // PARTNER_CARD_FEEDBACK_ENDPOINTS.info
  'GET /proxy/api/cooperation/card-feedback/v2/info': {
    access: 'cooperation',
    object: { kind: 'cardRecord', field: 'id' },
  },
  // CARD_OPENING_INTAKE_ENDPOINTS.push
  'POST /AntiProxy/api/intake/card-opening/v2/push': {
    access: 'public',
    ids: "no session: the intake key's partner pushes its outlets' checks",
  },
  // COOPERATION_ENDPOINTS.page
  'GET /proxy/api/cooperation/task/v2/page': { access: 'cooperation' },
  // COOPERATION_ENDPOINTS.info
  'GET /proxy/api/cooperation/task/v2/info': {
    access: 'cooperation',
    object: { kind: 'cooperationTask', field: 'id' },
  },
  // COOPERATION_ENDPOINTS.update
  'POST /proxy/api/cooperation/task/v2/info': {
    access: 'cooperation',
    object: { kind: 'cooperationTask', field: 'id' },
  },
  // COOPERATION_ENDPOINTS.handle
  'POST /proxy/api/cooperation/task/v2/handle': {
    access: 'cooperation',
    object: { kind: 'cooperationTask', field: 'id' },
  },
  // COOPERATION_ENDPOINTS.stepHandle
  'POST /proxy/api/cooperation/task/v2/step/handle': {
    access: 'cooperation',
    object: { kind: 'cooperationTask', field: 'taskId' },
  },
  // COOPERATION_ENDPOINTS.receipt
  'GET /proxy/api/cooperation/task/v2/receipt': {
    access: 'cooperation',
    object: { kind: 'cooperationTask', field: 'id' },
  },
  // COOPERATION_CENTRE_ENDPOINTS.page
  'GET /proxy/api/oa/cooperation/task/v2/page': {
    access: 'oa',
    ids: "a filter: the rows stay those issued in the caller's subtree",
  },
  // COOPERATION_CENTRE_ENDPOINTS.info
  'GET /proxy/api/oa/cooperation/task/v2/info': { access: 'oa', object: { kind: 'cooperationTask', field: 'id' } },
  // COOPERATION_CENTRE_ENDPOINTS.summary
  'GET /proxy/api/oa/cooperation/task/v2/summary': { access: 'oa' },
  // COOPERATION_CENTRE_ENDPOINTS.partners
  'GET /proxy/api/oa/cooperation/task/v2/partners': { access: 'oa' },
  // COOPERATION_CENTRE_ENDPOINTS.create
  'POST /proxy/api/oa/cooperation/task/v2/create': {
    access: 'oa',
    ids: 'the partners a task is issued to: any partner of the city',
  },
  // COOPERATION_CENTRE_ENDPOINTS.return
  'POST /proxy/api/oa/cooperation/task/v2/return': { access: 'oa', object: { kind: 'cooperationTask', field: 'id' } },
  // COOPERATION_CENTRE_ENDPOINTS.close
  'POST /proxy/api/oa/cooperation/task/v2/close': { access: 'oa', object: { kind: 'cooperationTask', field: 'id' } },
  // COOPERATION_CENTRE_ENDPOINTS.withdraw
  'POST /proxy/api/oa/cooperation/task/v2/withdraw': { access: 'oa', object: { kind: 'cooperationTask', field: 'id' } },
  // COOPERATION_CENTRE_ENDPOINTS.step
  'POST /proxy/api/oa/cooperation/task/v2/step': { access: 'oa', object: { kind: 'cooperationTask', field: 'id' } },
  // COOPERATION_CENTRE_ENDPOINTS.paperwork
  'POST /proxy/api/oa/cooperation/task/v2/step/paperwork': {
    access: 'oa',
    object: { kind: 'cooperationTask', field: 'taskId' },
  },
  // COOPERATION_CENTRE_ENDPOINTS.receipt
  'GET /proxy/api/oa/cooperation/task/v2/receipt': { access: 'oa', object: { kind: 'cooperationTask', field: 'id' } },
  // COOPERATION_ORDER_ENDPOINTS.partners
  'GET /proxy/api/oa/cooperation/order/v2/partners': { access: 'oa', only: OFFICES },
  // COOPERATION_ORDER_ENDPOINTS.create
  'POST /proxy/api/oa/cooperation/order/v2/create': {
    access: 'oa',
    ids: 'the partners an order is issued to: any partner of the city',
    only: OFFICES,
  },
  // COOPERATION_ORDER_ENDPOINTS.page
  'GET /proxy/api/oa/cooperation/order/v2/page': { access: 'oa', only: OFFICES },
  // COOPERATION_ORDER_ENDPOINTS.info
  'GET /proxy/api/oa/cooperation/order/v2/info': {
    access: 'oa',
    object: { kind: 'order', field: 'id' },
    only: OFFICES,
  },
  // COOPERATION_ORDER_ENDPOINTS.return
  'POST /proxy/api/oa/cooperation/order/v2/return': {
    access: 'oa',
    object: { kind: 'orderTask', field: 'taskId' },
    only: OFFICES,
  },
  // COOPERATION_ORDER_ENDPOINTS.withdraw
  'POST /proxy/api/oa/cooperation/order/v2/withdraw': {
    access: 'oa',
    object: { kind: 'orderTask', field: 'taskId' },
    only: OFFICES,
  },
  // COOPERATION_ORDER_ENDPOINTS.close
  'POST /proxy/api/oa/cooperation/order/v2/close': {
    access: 'oa',
    object: { kind: 'orderTask', field: 'taskId' },
    only: OFFICES,
  },
  // COOPERATION_ORDER_ENDPOINTS.figures
  'GET /proxy/api/oa/cooperation/order/v2/figures': { access: 'oa' },
  // COOPERATION_ORDER_ENDPOINTS.figuresExport
  'GET /proxy/api/oa/cooperation/order/v2/figures/export': { access: 'oa' },
  // ORDER_TASK_ENDPOINTS.list
  'GET /proxy/api/cooperation/oa-order-task/list': { access: 'cooperation' },
  // ORDER_TASK_ENDPOINTS.detail
  'GET /proxy/api/cooperation/oa-order-task/detail/:id': {
    access: 'cooperation',
    object: { kind: 'orderTask', field: 'id' },
  },
  // ORDER_TASK_ENDPOINTS.handle
  'POST /proxy/api/cooperation/oa-order-task/handle': {
    access: 'cooperation',
    object: { kind: 'orderTask', field: 'id' },
  },
  // ORG_ENDPOINTS.children
  'GET /AntiProxy/api/guard/org/v2/children': {
    access: 'guard oa',
    object: { kind: 'org', field: 'parentId', reach: everyKind(RELATIONS) },
  },
  // INFORMATION_ENDPOINTS.page
  'GET /AntiProxy/api/guard/information/v2/page': { access: 'guard oa' },
  // NOTICE_ENDPOINTS.page
  'GET /proxy/api/notice/v2/page': { access: 'authenticated' },
  // NOTICE_ENDPOINTS.unreadCount
  'GET /proxy/api/notice/v2/unread-count': { access: 'authenticated' },
  // NOTICE_ENDPOINTS.read
  'POST /proxy/api/notice/v2/read': {
    access: 'authenticated',
    object: { kind: 'notice', field: 'id', reach: everyKind(OWN) },
  },
  // NOTICE_ENDPOINTS.readAll
  'POST /proxy/api/notice/v2/read-all': { access: 'authenticated' },
  // PEOPLE_CONTROL_ENDPOINTS.page
  'GET /AntiProxy/api/guard/people-control/v2/page': { access: 'guard oa' },
  // PEOPLE_CONTROL_ENDPOINTS.digest
  'GET /AntiProxy/api/guard/people-control/v2/digest': { access: 'guard oa' },
  // PEOPLE_CONTROL_ENDPOINTS.info
  'GET /AntiProxy/api/guard/people-control/v2/info': {
    access: 'guard oa',
    object: { kind: 'controlledPerson', field: 'id' },
  },
  // PEOPLE_CONTROL_ENDPOINTS.visit
  'POST /AntiProxy/api/guard/people-control/v2/visit': {
    access: 'guard',
    object: { kind: 'controlTask', field: 'taskId' },
  },
  // PEOPLE_CONTROL_ENDPOINTS.visitPage
  'GET /AntiProxy/api/guard/people-control/v2/visit/page': {
    access: 'guard oa',
    object: { kind: 'controlledPerson', field: 'personId' },
  },
  // PEOPLE_CONTROL_ENDPOINTS.approve
  'POST /AntiProxy/api/guard/people-control/v2/approve': {
    access: 'guard oa',
    object: { kind: 'controlTask', field: 'taskId' },
  },
  // PEOPLE_CONTROL_ENDPOINTS.return
  'POST /AntiProxy/api/guard/people-control/v2/return': {
    access: 'guard oa',
    object: { kind: 'controlTask', field: 'taskId' },
  },
  // PEOPLE_CONTROL_ENDPOINTS.level
  'POST /AntiProxy/api/guard/people-control/v2/level': {
    access: 'guard oa',
    object: { kind: 'controlledPerson', field: 'personId' },
  },
  // PEOPLE_CONTROL_ENDPOINTS.lost
  'POST /AntiProxy/api/guard/people-control/v2/lost': {
    access: 'guard oa',
    object: { kind: 'controlledPerson', field: 'personId' },
  },
  // PEOPLE_CONTROL_ENDPOINTS.restore
  'POST /AntiProxy/api/guard/people-control/v2/restore': {
    access: 'guard oa',
    object: { kind: 'controlledPerson', field: 'personId' },
  },
  // PEOPLE_CONTROL_ENDPOINTS.release
  'POST /AntiProxy/api/guard/people-control/v2/release': {
    access: 'guard oa',
    object: { kind: 'controlledPerson', field: 'personId' },
  },
  // POPULATION_ENDPOINTS.page
  'GET /AntiProxy/api/guard/population/v2/page': { access: 'guard oa' },
  // POPULATION_ENDPOINTS.info
  'GET /AntiProxy/api/guard/population/v2/info': { access: 'guard oa', object: { kind: 'resident', field: 'id' } },
  // POPULATION_ENDPOINTS.counts
  'GET /AntiProxy/api/guard/population/v2/counts': { access: 'guard oa' },
  // POPULATION_ENDPOINTS.updateTags
  'POST /AntiProxy/api/guard/population/v2/update-tags': {
    access: 'guard oa',
    object: { kind: 'resident', field: 'id' },
  },
  // PREACHING_ENDPOINTS.page
  'GET /AntiProxy/api/guard/preach/v2/page': { access: 'guard oa' },
  // PREACHING_ENDPOINTS.info
  'GET /AntiProxy/api/guard/preach/v2/info': { access: 'guard oa', object: { kind: 'preachAppointment', field: 'id' } },
  // PREACHING_ENDPOINTS.create
  'POST /AntiProxy/api/guard/preach/v2/create': { access: 'guard' },
  // PREACHING_ENDPOINTS.assignUnit
  'POST /AntiProxy/api/guard/preach/v2/assign-unit': {
    access: 'guard oa',
    object: { kind: 'preachAppointment', field: 'id' },
  },
  // PREACHING_ENDPOINTS.assignGuard
  'POST /AntiProxy/api/guard/preach/v2/assign-guard': {
    access: 'guard oa',
    object: { kind: 'preachAppointment', field: 'id' },
  },
  // PREACHING_ENDPOINTS.accept
  'POST /AntiProxy/api/guard/preach/v2/accept': {
    access: 'guard oa',
    object: { kind: 'preachAppointment', field: 'id' },
  },
  // PREACHING_ENDPOINTS.decline
  'POST /AntiProxy/api/guard/preach/v2/decline': {
    access: 'guard oa',
    object: { kind: 'preachAppointment', field: 'id' },
  },
  // PREACHING_ENDPOINTS.reject
  'POST /AntiProxy/api/guard/preach/v2/reject': {
    access: 'guard oa',
    object: { kind: 'preachAppointment', field: 'id' },
  },
  // PREACHING_ENDPOINTS.cancel
  'POST /AntiProxy/api/guard/preach/v2/cancel': {
    access: 'guard oa',
    object: { kind: 'preachAppointment', field: 'id' },
  },
  // PREACHING_ENDPOINTS.complete
  'POST /AntiProxy/api/guard/preach/v2/complete': {
    access: 'guard oa',
    object: { kind: 'preachAppointment', field: 'id' },
  },
  // PREACHING_ENDPOINTS.units
  'GET /AntiProxy/api/guard/preach/v2/units': { access: 'guard oa', only: STATION_ADMINS_AND_ABOVE },
  // PREACHING_ENDPOINTS.guards
  'GET /AntiProxy/api/guard/preach/v2/guards': {
    access: 'guard oa',
    object: { kind: 'preachAppointment', field: 'id' },
  },
  // PREACHING_ENDPOINTS.overview
  'GET /AntiProxy/api/guard/preach/v2/overview': { access: 'guard' },
  // PREACHING_ENDPOINTS.updateOverview
  'POST /AntiProxy/api/guard/preach/v2/overview': { access: 'guard' },
  // PREACHING_ENDPOINTS.myCode
  'GET /AntiProxy/api/guard/preach/v2/my-code': { access: 'guard' },
  // PREACHING_ENDPOINTS.unitCode
  'GET /AntiProxy/api/guard/preach/v2/unit-code': {
    access: 'guard oa',
    only: ['teamAdmin', ...STATION_ADMINS_AND_ABOVE],
  },
  // PREACHING_ENDPOINTS.bookingView
  'GET /AntiProxy/api/open/preach/v2/booking': { access: 'public' },
  // PREACHING_ENDPOINTS.book
  'POST /AntiProxy/api/open/preach/v2/book': { access: 'public' },
  // PREACHING_ENDPOINTS.bookingStatus: by reference and phone together, one 404 for any mismatch
  'POST /AntiProxy/api/open/preach/v2/booking-status': {
    access: 'public',
    ids: 'a booking reference, answered only with its contact phone',
  },
  // PREACHING_ENDPOINTS.sessionView
  'GET /AntiProxy/api/open/preach/v2/sessions': { access: 'public' },
  // PREACHING_ENDPOINTS.signIn
  'POST /AntiProxy/api/open/preach/v2/sign-in': {
    access: 'public',
    ids: "no session: a resident's sign-in at a session by its public code",
  },
  // PREACHING_ENDPOINTS.courses
  'GET /AntiProxy/api/guard/speech-class/v2/courses': { access: 'guard oa' },
  // PREACHING_ENDPOINTS.course
  'GET /AntiProxy/api/guard/speech-class/v2/course': {
    access: 'guard oa',
    ids: "a course of the city's shared teaching content",
  },
  // PREACHING_ENDPOINTS.progress
  'POST /AntiProxy/api/guard/speech-class/v2/progress': {
    access: 'guard oa',
    ids: "a chapter of the city's shared teaching content; progress is the caller's own",
  },
  // MAIL_ENDPOINTS.inbox
  'GET /proxy/api/oa/mail/v2/inbox/page': { access: 'guard oa', only: MAIL_RECEIVERS },
  // MAIL_ENDPOINTS.inboxSummary
  'GET /proxy/api/oa/mail/v2/inbox/summary': { access: 'guard oa' },
  // MAIL_ENDPOINTS.receipt
  'GET /proxy/api/oa/mail/v2/receipt/info': {
    access: 'guard oa',
    object: { kind: 'mailReceipt', field: 'id', reach: everyKind(OWN) },
    only: MAIL_RECEIVERS,
  },
  // MAIL_ENDPOINTS.read
  'POST /proxy/api/oa/mail/v2/receipt/read': {
    access: 'guard oa',
    object: { kind: 'mailReceipt', field: 'id', reach: everyKind(OWN) },
    only: MAIL_RECEIVERS,
  },
  // MAIL_ENDPOINTS.sign
  'POST /proxy/api/oa/mail/v2/receipt/sign': {
    access: 'guard oa',
    object: { kind: 'mailReceipt', field: 'id', reach: everyKind(OWN) },
    only: MAIL_RECEIVERS,
  },
  // MAIL_ENDPOINTS.return
  'POST /proxy/api/oa/mail/v2/receipt/return': {
    access: 'guard oa',
    object: { kind: 'mailReceipt', field: 'id', reach: everyKind(OWN) },
    only: MAIL_RECEIVERS,
  },
  // MAIL_ENDPOINTS.feedback
  'POST /proxy/api/oa/mail/v2/receipt/feedback': {
    access: 'guard oa',
    object: { kind: 'mailReceipt', field: 'id', reach: everyKind(OWN) },
    only: MAIL_RECEIVERS,
  },
  // MAIL_ENDPOINTS.forward (stations only, checked by the service: others 409)
  'POST /proxy/api/oa/mail/v2/receipt/forward': {
    access: 'guard oa',
    object: { kind: 'mailReceipt', field: 'id', reach: everyKind(OWN) },
    only: MAIL_RECEIVERS,
  },
  // MAIL_ENDPOINTS.feedbackInfo
  'GET /proxy/api/oa/mail/v2/feedback/info': {
    access: 'guard oa',
    only: MAIL_RECEIVERS,
    object: { kind: 'mailFeedback', field: 'id', reach: everyKind(OWN) },
  },
  // MAIL_ENDPOINTS.outbox
  'GET /proxy/api/oa/mail/v2/outbox/page': { access: 'oa' },
  // MAIL_ENDPOINTS.info
  'GET /proxy/api/oa/mail/v2/info': { access: 'oa', object: { kind: 'mail', field: 'id', reach: everyKind(OWN) } },
  // MAIL_ENDPOINTS.signList
  'GET /proxy/api/oa/mail/v2/sign-list': { access: 'oa', object: { kind: 'mail', field: 'id', reach: everyKind(OWN) } },
  // MAIL_ENDPOINTS.feedbackList
  'GET /proxy/api/oa/mail/v2/feedback/list': {
    access: 'oa',
    object: { kind: 'mail', field: 'id', reach: everyKind(OWN) },
  },
  // MAIL_ENDPOINTS.send
  'POST /proxy/api/oa/mail/v2/send': { access: 'oa', ids: "a mail template: the city's templates are shared" },
  // MAIL_ENDPOINTS.supplement
  'POST /proxy/api/oa/mail/v2/supplement': {
    access: 'oa',
    object: { kind: 'mail', field: 'id', reach: everyKind(OWN) },
  },
  // MAIL_ENDPOINTS.revoke
  'POST /proxy/api/oa/mail/v2/revoke': { access: 'oa', object: { kind: 'mail', field: 'id', reach: everyKind(OWN) } },
  // MAIL_ENDPOINTS.urge
  'POST /proxy/api/oa/mail/v2/urge': { access: 'oa', object: { kind: 'mail', field: 'id', reach: everyKind(OWN) } },
  // MAIL_ENDPOINTS.finish
  'POST /proxy/api/oa/mail/v2/finish': { access: 'oa', object: { kind: 'mail', field: 'id', reach: everyKind(OWN) } },
  // MAIL_ENDPOINTS.approve (the office's leaders only, checked by the service: others 403)
  'POST /proxy/api/oa/mail/v2/approve': { access: 'oa', object: { kind: 'mail', field: 'id', reach: everyKind(OWN) } },
  // MAIL_ENDPOINTS.reject
  'POST /proxy/api/oa/mail/v2/reject': { access: 'oa', object: { kind: 'mail', field: 'id', reach: everyKind(OWN) } },
  // MAIL_ENDPOINTS.redo
  'POST /proxy/api/oa/mail/v2/feedback/redo': {
    access: 'oa',
    object: { kind: 'mailSentReceipt', field: 'id', reach: everyKind(OWN) },
  },
  // MAIL_ENDPOINTS.templates
  'GET /proxy/api/oa/mail/v2/templates': { access: 'oa' },
  // MAIL_ENDPOINTS.targetOrgs
  'GET /proxy/api/oa/mail/v2/target-orgs': { access: 'oa' },
  // VERIFICATION_ENDPOINTS.page
  'GET /proxy/api/oa/verification/v2/page': {
    access: 'oa',
    ids: "a filter: a verify group of the caller's own (others' items are not listed)",
  },
  // VERIFICATION_ENDPOINTS.counts
  'GET /proxy/api/oa/verification/v2/counts': { access: 'oa' },
  // VERIFICATION_ENDPOINTS.info
  'GET /proxy/api/oa/verification/v2/info': { access: 'oa', object: { kind: 'verificationItem', field: 'id' } },
  // VERIFICATION_ENDPOINTS.verify
  'POST /proxy/api/oa/verification/v2/verify': { access: 'oa', object: { kind: 'verificationItem', field: 'id' } },
  // VERIFICATION_ENDPOINTS.review
  'POST /proxy/api/oa/verification/v2/review': { access: 'oa', object: { kind: 'verificationItem', field: 'id' } },
  // VERIFICATION_ENDPOINTS.refuse
  'POST /proxy/api/oa/verification/v2/refuse': { access: 'oa', object: { kind: 'verificationItem', field: 'id' } },
  // VERIFICATION_ENDPOINTS.status
  'GET /proxy/api/oa/verification/v2/status': {
    access: 'authenticated',
    ids: 'a filter: the verification state of a subject the caller submitted or sees',
  },
  // REPORT_ENDPOINTS.templates
  'GET /proxy/api/oa/report/v2/template/page': { access: 'oa' },
  // REPORT_ENDPOINTS.template
  'GET /proxy/api/oa/report/v2/template/info': {
    access: 'oa',
    object: { kind: 'reportTemplate', field: 'id', reach: everyKind(DOWNWARDS) },
  },
  // REPORT_ENDPOINTS.createTemplate
  'POST /proxy/api/oa/report/v2/template/create': { access: 'oa' },
  // REPORT_ENDPOINTS.todo
  'GET /proxy/api/oa/report/v2/todo': { access: 'oa' },
  // REPORT_ENDPOINTS.submissions
  'GET /proxy/api/oa/report/v2/submission/page': {
    access: 'oa',
    object: { kind: 'reportTemplate', field: 'templateId', reach: everyKind(DOWNWARDS) },
  },
  // REPORT_ENDPOINTS.submission
  'GET /proxy/api/oa/report/v2/submission/info': { access: 'oa', object: { kind: 'reportSubmission', field: 'id' } },
  // REPORT_ENDPOINTS.form
  'GET /proxy/api/oa/report/v2/form': {
    access: 'oa',
    object: {
      kind: 'reportTemplate',
      field: 'templateId',
      reach: everyKind(DOWNWARDS),
      lookup: 'the period key must name one of the template’s periods',
    },
  },
  // REPORT_ENDPOINTS.save
  'POST /proxy/api/oa/report/v2/save': {
    access: 'oa',
    object: {
      kind: 'reportTemplate',
      field: 'templateId',
      reach: everyKind(DOWNWARDS),
      lookup: 'the period key must name one of the template’s periods',
    },
  },
  // REPORT_ENDPOINTS.submit
  'POST /proxy/api/oa/report/v2/submit': {
    access: 'oa',
    object: {
      kind: 'reportTemplate',
      field: 'templateId',
      reach: everyKind(DOWNWARDS),
      lookup: 'the period key must name one of the template’s periods',
    },
  },
  // REPORT_ENDPOINTS.summary
  'GET /proxy/api/oa/report/v2/summary': {
    access: 'oa',
    object: {
      kind: 'reportTemplate',
      field: 'templateId',
      reach: everyKind(DOWNWARDS),
      lookup: 'the period key must name one of the template’s periods',
    },
  },
  // REPORT_ENDPOINTS.urge
  'POST /proxy/api/oa/report/v2/urge': {
    access: 'oa',
    object: {
      kind: 'reportTemplate',
      field: 'templateId',
      reach: everyKind(DOWNWARDS),
      lookup: 'the period key must name one of the template’s periods',
    },
  },
  // REPORT_ENDPOINTS.summaryExport
  'GET /proxy/api/oa/report/v2/summary/export': {
    access: 'oa',
    object: {
      kind: 'reportTemplate',
      field: 'templateId',
      reach: everyKind(DOWNWARDS),
      lookup: 'the period key must name one of the template’s periods',
    },
  },
  // PUBLICITY_ENDPOINTS.contentPage
  'GET /AntiProxy/api/guard/publicity/content/page': { access: 'guard oa' },
  // PUBLICITY_ENDPOINTS.contentInfo
  'GET /AntiProxy/api/guard/publicity/content/info': {
    access: 'guard oa',
    object: { kind: 'publicityContent', field: 'id', reach: everyKind(DOWNWARDS) },
  },
  // PUBLICITY_ENDPOINTS.contentCreate
  'POST /AntiProxy/api/guard/publicity/content/create': { access: 'oa' },
  // PUBLICITY_ENDPOINTS.contentUpdate
  'POST /AntiProxy/api/guard/publicity/content/update': {
    access: 'oa',
    object: { kind: 'publicityContent', field: 'id', reach: everyKind(DOWNWARDS) },
  },
  // PUBLICITY_ENDPOINTS.contentWithdraw
  'POST /AntiProxy/api/guard/publicity/content/withdraw': {
    access: 'oa',
    object: { kind: 'publicityContent', field: 'id', reach: everyKind(DOWNWARDS) },
  },
  // PUBLICITY_ENDPOINTS.typicalCases
  'GET /AntiProxy/api/guard/publicity/typical-cases': { access: 'guard oa' },
  // PUBLICITY_ENDPOINTS.typicalCaseInfo: local cases are the whole district's (the centre's: the city's)
  'GET /AntiProxy/api/guard/publicity/typical-case/info': {
    access: 'guard oa',
    object: { kind: 'typicalCase', field: 'id', reach: everyKind(DISTRICT) },
  },
  // PUBLICITY_ENDPOINTS.recordPage
  'GET /AntiProxy/api/guard/publicity/record/page': { access: 'guard oa' },
  // PUBLICITY_ENDPOINTS.recordSummary
  'GET /AntiProxy/api/guard/publicity/record/summary': { access: 'guard oa' },
  // PUBLICITY_ENDPOINTS.recordInfo
  'GET /AntiProxy/api/guard/publicity/record/info': {
    access: 'guard oa',
    object: { kind: 'publicityRecord', field: 'id' },
  },
  // PUBLICITY_ENDPOINTS.recordCreate
  'POST /AntiProxy/api/guard/publicity/record/create': { access: 'guard' },
  // PUBLICITY_ENDPOINTS.recordResubmit
  'POST /AntiProxy/api/guard/publicity/record/resubmit': {
    access: 'guard',
    object: { kind: 'publicityRecord', field: 'id' },
  },
  // PUBLICITY_ENDPOINTS.caseSources
  'GET /AntiProxy/api/guard/publicity/case/sources': { access: 'guard oa' },
  // PUBLICITY_ENDPOINTS.casePage
  'GET /AntiProxy/api/guard/publicity/case/page': { access: 'guard oa' },
  // PUBLICITY_ENDPOINTS.caseCounts
  'GET /AntiProxy/api/guard/publicity/case/counts': { access: 'guard oa' },
  // PUBLICITY_ENDPOINTS.caseInfo
  'GET /AntiProxy/api/guard/publicity/case/info': {
    access: 'guard oa',
    object: { kind: 'casePublicity', field: 'id' },
  },
  // PUBLICITY_ENDPOINTS.caseCreate
  'POST /AntiProxy/api/guard/publicity/case/create': {
    access: 'guard',
    object: {
      kind: 'warning',
      field: 'warningId',
      lookup: 'the warning must be a closed case of the caller’s community',
    },
  },
  // PUBLICITY_ENDPOINTS.caseActivity
  'POST /AntiProxy/api/guard/publicity/case/activity': {
    access: 'guard',
    object: { kind: 'casePublicity', field: 'caseId' },
  },
  // PUBLICITY_ENDPOINTS.caseSubmit
  'POST /AntiProxy/api/guard/publicity/case/submit': {
    access: 'guard',
    object: { kind: 'casePublicity', field: 'id' },
  },
  // GULLIBLE_ENDPOINTS.page
  'GET /AntiProxy/api/guard/gullible/v2/page': { access: 'guard oa' },
  // GULLIBLE_ENDPOINTS.counts
  'GET /AntiProxy/api/guard/gullible/v2/counts': { access: 'guard oa' },
  // GULLIBLE_ENDPOINTS.info
  'GET /AntiProxy/api/guard/gullible/v2/info': { access: 'guard oa', object: { kind: 'gulliblePerson', field: 'id' } },
  // GULLIBLE_ENDPOINTS.visit
  'POST /AntiProxy/api/guard/gullible/v2/visit': {
    access: 'guard',
    object: { kind: 'gulliblePerson', field: 'personId' },
  },
  // GULLIBLE_ENDPOINTS.visitPage
  'GET /AntiProxy/api/guard/gullible/v2/visit/page': {
    access: 'guard oa',
    object: { kind: 'gulliblePerson', field: 'personId' },
  },
  // GULLIBLE_ENDPOINTS.risk
  'POST /AntiProxy/api/guard/gullible/v2/risk': {
    access: 'guard oa',
    object: { kind: 'gulliblePerson', field: 'personId' },
  },
  // GULLIBLE_ENDPOINTS.warnings
  'GET /AntiProxy/api/guard/gullible/v2/warnings': {
    access: 'guard oa',
    object: { kind: 'gulliblePerson', field: 'personId' },
  },
  // GULLIBLE_ENDPOINTS.behaviorPage
  'GET /AntiProxy/api/guard/gullible/v2/behavior/page': {
    access: 'guard oa',
    object: { kind: 'gulliblePerson', field: 'personId' },
  },
  // GULLIBLE_ENDPOINTS.behaviorInfo
  'GET /AntiProxy/api/guard/gullible/v2/behavior/info': {
    access: 'guard oa',
    object: { kind: 'behaviorEvent', field: 'id' },
  },
  // PROMOTION_ENDPOINTS.myCode
  'GET /AntiProxy/api/guard/promotion/v2/my-code': { access: 'guard' },
  // PROMOTION_ENDPOINTS.spreadUsers
  'GET /AntiProxy/api/guard/promotion/v2/spread-user/page': { access: 'guard' },
  // PROMOTION_ENDPOINTS.spreadCounts
  'GET /AntiProxy/api/guard/promotion/v2/spread-user/counts': { access: 'guard' },
  // PROMOTION_ENDPOINTS.rank
  'GET /AntiProxy/api/guard/promotion/v2/rank': { access: 'guard oa' },
  // PROMOTION_ENDPOINTS.myStats
  'GET /AntiProxy/api/guard/promotion/v2/my-stats': { access: 'guard' },
  // PROMOTION_ENDPOINTS.saveProfile
  'POST /AntiProxy/api/guard/promotion/v2/profile': { access: 'guard' },
  // PROMOTION_ENDPOINTS.adminTransfer
  'GET /AntiProxy/api/guard/promotion/v2/admin-transfer': { access: 'guard' },
  // PROMOTION_ENDPOINTS.adminTransferOffer
  'POST /AntiProxy/api/guard/promotion/v2/admin-transfer/offer': {
    access: 'guard',
    object: { kind: 'guard', field: 'toGuardId', lookup: 'the guard must be another member of the team' },
    only: ['teamAdmin'],
  },
  // PROMOTION_ENDPOINTS.adminTransferAccept
  'POST /AntiProxy/api/guard/promotion/v2/admin-transfer/accept': {
    access: 'guard',
    object: { kind: 'adminTransfer', field: 'id' },
  },
  // PROMOTION_ENDPOINTS.adminTransferDecline
  'POST /AntiProxy/api/guard/promotion/v2/admin-transfer/decline': {
    access: 'guard',
    object: { kind: 'adminTransfer', field: 'id' },
  },
  // PROMOTION_ENDPOINTS.adminTransferCancel
  'POST /AntiProxy/api/guard/promotion/v2/admin-transfer/cancel': {
    access: 'guard',
    object: { kind: 'adminTransfer', field: 'id' },
  },
  // PROMOTION_ENDPOINTS.landing
  'GET /AntiProxy/api/open/promotion/v2/landing': { access: 'public' },
  // PROMOTION_ENDPOINTS.register
  'POST /AntiProxy/api/open/promotion/v2/register': {
    access: 'public',
    ids: "no session: a resident registers in a community by a guard's promotion code",
  },
  // SYSTEM_ENDPOINTS.devLatestSms
  'GET /proxy/api/dev/sms/latest': { access: 'public' },
};
