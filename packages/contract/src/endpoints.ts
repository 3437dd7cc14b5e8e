import { API_PREFIX, type ApiPrefix } from './constants.ts';
import type { LoginType } from './auth.ts';

export interface Endpoint {
  method: 'GET' | 'POST';
  prefix: ApiPrefix;
  path: string;
}

const get = (prefix: ApiPrefix, path: string): Endpoint => ({ method: 'GET', prefix, path });
const post = (prefix: ApiPrefix, path: string): Endpoint => ({ method: 'POST', prefix, path });

const { default: proxy, anti, file } = API_PREFIX;

/** Account endpoints per login type (spec §7): each type has its own auto-login, login and logout. */
export const ACCOUNT_ENDPOINTS: Record<LoginType, { autoLogin: Endpoint; login: Endpoint; logout: Endpoint }> = {
  oa: {
    autoLogin: get(proxy, '/api/oa/v2/account/ding/autoLogin'),
    login: post(proxy, '/api/oa/v2/account/ding/login'),
    logout: get(proxy, '/api/oa/v2/account/ding/logout'),
  },
  guard: {
    autoLogin: get(anti, '/api/guard/v2/account/ding/autoLogin'),
    login: post(anti, '/api/guard/v2/account/ding/login'),
    logout: get(anti, '/api/guard/v2/account/ding/logout'),
  },
  cooperation: {
    autoLogin: get(proxy, '/api/cooperation/v2/account/ding/autoLogin'),
    login: post(proxy, '/api/cooperation/v2/account/ding/login'),
    logout: get(proxy, '/api/cooperation/v2/account/ding/logout'),
  },
};

/** Every other call of spec §7 (foundation part) plus the design's additions. */
export const ENDPOINTS = {
  guardSmsCode: post(anti, '/api/guard/v2/account/ding/sms-code'),
  autoOpenId: get(anti, '/api/guard/v2/account/ding/autoOpenId'),
  guardUserInfo: get(proxy, '/api/guard-user/info'),
  cooperationMyInfo: get(proxy, '/api/cooperation/user/v2/get-my-info'),
  loginInfo: get(proxy, '/api/auth/loginInfo'),
  latestIssueYear: get(proxy, '/api/oa/rule/org/v2/getLatestIssueYear'),
  jsapiTicket: get(proxy, '/api/oa/v2/account/ding/jsapi-ticket'),
  verifyGroupList: get(proxy, '/api/oa/org/group/v2/list'),
  reVerifyGroupList: get(proxy, '/api/oa/org/group/v2/re-verify/list'),
  downloadTicket: post(file, '/api/file/download-ticket'),
  downloadOrgFile: get(file, '/api/file/downloadOrgFile'),
  upload: post(file, '/api/file/upload'),
  devLatestSms: get(proxy, '/api/dev/sms/latest'),
  health: get(proxy, '/health'),
} as const satisfies Record<string, Endpoint>;

/** Early warnings, transfers, information query and intake (issue 3), all under /AntiProxy. */
export const EARLY_WARNING_ENDPOINTS = {
  page: get(anti, '/api/guard/early-warning/v2/page'),
  info: get(anti, '/api/guard/early-warning/v2/info'),
  statistics: get(anti, '/api/guard/early-warning/v2/statistics'),
  sign: post(anti, '/api/guard/early-warning/v2/sign'),
  feedback: post(anti, '/api/guard/early-warning/v2/feedback'),
  syncHandle: post(anti, '/api/guard/early-warning/v2/sync-handle'),
  rejectFeedback: post(anti, '/api/guard/early-warning/v2/reject'),
  returnVisit: post(anti, '/api/guard/early-warning/v2/return-visit'),
  operateLog: get(anti, '/api/guard/early-warning/v2/operate-log'),
  stream: get(anti, '/api/guard/early-warning/v2/stream'),
  fraudTypes: get(anti, '/api/guard/dictionary/v2/fraud-types'),
  protectionCircle: get(anti, '/api/guard/protection-circle/v2/members'),
  transferPage: get(anti, '/api/guard/transfer/v2/page'),
  transferCreate: post(anti, '/api/guard/transfer/v2/create'),
  transferAccept: post(anti, '/api/guard/transfer/v2/accept'),
  transferReject: post(anti, '/api/guard/transfer/v2/reject'),
  transferWithdraw: post(anti, '/api/guard/transfer/v2/withdraw'),
  transferLog: get(anti, '/api/guard/transfer/v2/log'),
  orgChildren: get(anti, '/api/guard/org/v2/children'),
  informationPage: get(anti, '/api/guard/information/v2/page'),
  intake: post(anti, '/api/intake/early-warning/v2/push'),
  liaisonFeedbackCreate: post(anti, '/api/guard/liaison-feedback/v2/create'),
  liaisonFeedbackList: get(anti, '/api/guard/liaison-feedback/v2/list'),
} as const satisfies Record<string, Endpoint>;

export const urlOf = (endpoint: Endpoint): string => endpoint.prefix + endpoint.path;
