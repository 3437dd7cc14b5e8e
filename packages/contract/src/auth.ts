import { z } from 'zod';
import { text } from './fields.ts';
import { anti, get, post, proxy } from './endpoint.ts';
import { guardUserInfoSchema } from './people.ts';
import { isMobile, isPassword, isSmsCode, VALIDATION_MESSAGES } from './validators.ts';

/** The three user groups, chosen by login type (spec §1). */
export const LOGIN_TYPES = ['oa', 'guard', 'cooperation'] as const;
export const loginTypeSchema = z.enum(LOGIN_TYPES);
export type LoginType = z.infer<typeof loginTypeSchema>;

const mobile = z.string().refine(isMobile, VALIDATION_MESSAGES.mobile);
const password = z.string().refine(isPassword, VALIDATION_MESSAGES.password);
const openid = text(128).min(16).optional();

export const oaLoginBodySchema = z.object({
  accountName: text(64).trim().min(1, VALIDATION_MESSAGES.accountName),
  password,
  openid,
});
export const guardLoginBodySchema = z.object({
  phone: mobile,
  smsCode: z.string().refine(isSmsCode, VALIDATION_MESSAGES.smsCode),
  openid,
});
export const cooperationLoginBodySchema = z.object({ phone: mobile, password, openid });
export const smsCodeBodySchema = z.object({ phone: mobile });

export type OaLoginBody = z.infer<typeof oaLoginBodySchema>;
export type GuardLoginBody = z.infer<typeof guardLoginBodySchema>;
export type CooperationLoginBody = z.infer<typeof cooperationLoginBodySchema>;

/** OA user (spec §3): the empty default has empty strings. */
export const oaUserSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  utype: z.union([z.number(), z.literal('')]),
  lowest: z.boolean(),
});
export type OaUser = z.infer<typeof oaUserSchema>;

/** What a login or auto-login yields; fields beyond `token` fill the session values of spec §3. */
export const oaLoginResultSchema = oaUserSchema.extend({ token: z.string() });
export const guardLoginResultSchema = z.object({
  token: z.string(),
  uid: z.string(),
  phone: z.string(),
  roleType: z.number(),
  orgLevel: z.number(),
});
export const cooperationLoginResultSchema = z.object({
  token: z.string(),
  accountId: z.string(),
  phone: z.string(),
});
export type OaLoginResult = z.infer<typeof oaLoginResultSchema>;
export type GuardLoginResult = z.infer<typeof guardLoginResultSchema>;
export type CooperationLoginResult = z.infer<typeof cooperationLoginResultSchema>;
export type LoginResult = OaLoginResult | GuardLoginResult | CooperationLoginResult;

/**
 * Auto-login by openid answers HTTP 200 in all three outcomes; only code 200 + success is a
 * login (spec §4). Several bindings answer code 300 with the accounts to choose from
 * (account-choose page), none answers code 404.
 */
export const AUTO_LOGIN_CODES = { multipleAccounts: 300, notBound: 404 } as const;
export const boundAccountSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  orgName: z.string(),
});
export type BoundAccount = z.infer<typeof boundAccountSchema>;
export const autoLoginQuerySchema = z.object({
  openId: text(128).min(1),
  /** Chosen on the account-choose page when several accounts are bound. */
  accountId: text(64).optional(),
});
export const logoutQuerySchema = z.object({ openid: text(128).optional() });

/** Workplace-app auth (spec §3: openid, accountId, name); loginTypes lists bound login types. */
export const autoOpenIdQuerySchema = z.object({ authCode: text(256).min(1) });
export const workplaceIdentitySchema = z.object({
  openid: z.string(),
  accountId: z.string(),
  name: z.string(),
  loginTypes: z.array(loginTypeSchema),
});
export type WorkplaceIdentity = z.infer<typeof workplaceIdentitySchema>;

/** `/api/auth/loginInfo`: who the current session belongs to. */
export const loginInfoSchema = z.object({
  loginType: loginTypeSchema,
  accountId: z.string(),
  name: z.string(),
  phone: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  orgLevel: z.number(),
  roleType: z.number().nullable(),
  utype: z.number().nullable(),
  expiresAt: z.string(),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;

/** JS API configuration for the workplace app (dd.config / gdt authConfig). */
export const jsapiTicketSchema = z.object({
  provider: z.enum(['dingtalk', 'zwding', 'development']),
  ticket: z.string(),
  corpId: z.string(),
  agentId: z.string(),
  timeStamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type JsapiTicket = z.infer<typeof jsapiTicketSchema>;
export const jsapiTicketQuerySchema = z.object({ url: text(2048).optional() });

/** Auto-login's data: the login (200), the accounts to choose from (300) or nothing (404). */
const autoLoginAnswerOf = <R extends z.ZodType>(result: R) =>
  z.union([result, z.object({ accounts: z.array(boundAccountSchema) }), z.null()]);

/**
 * The auth code traded in one call for what the spec's three calls give in turn (autoOpenId,
 * the login type's autoLogin, then a guard's guard-user/info): a workplace-app visit reaches its
 * home after one round trip instead of three. The spec's calls stay; this only combines them.
 */
export const codeLoginQuerySchema = autoOpenIdQuerySchema.extend({
  /** The stored login type; without one, as the blank page decides: the only bound type, else guard. */
  loginType: loginTypeSchema.optional(),
});
export const codeLoginSchema = z.object({
  identity: workplaceIdentitySchema,
  /** The auto-login's outcome by its code (spec §4): 200 with the login, 300 with the accounts, 404 neither. */
  autoLogin: z.object({
    /** The login type whose auto-login was tried. */
    loginType: loginTypeSchema,
    code: z.number(),
    login: z.union([oaLoginResultSchema, guardLoginResultSchema, cooperationLoginResultSchema]).nullable(),
    accounts: z.array(boundAccountSchema),
  }),
  /** A logged-in guard's name, area and street (guard-user/info), else null. */
  guardProfile: guardUserInfoSchema.nullable(),
});
export type CodeLogin = z.infer<typeof codeLoginSchema>;

/** Login, auto-login and logout of one login type (spec §7). */
const accountEndpointsOf = <Body extends z.ZodType, Result extends z.ZodType>(
  prefix: typeof proxy | typeof anti,
  base: string,
  body: Body,
  result: Result,
) => ({
  autoLogin: get(prefix, `${base}/autoLogin`, { query: autoLoginQuerySchema, answer: autoLoginAnswerOf(result) }),
  login: post(prefix, `${base}/login`, { body, answer: result }),
  logout: get(prefix, `${base}/logout`, { query: logoutQuerySchema, answer: z.null() }),
});

/** Account endpoints per login type (spec §7): each type has its own auto-login, login and logout. */
export const ACCOUNT_ENDPOINTS = {
  oa: accountEndpointsOf(proxy, '/api/oa/v2/account/ding', oaLoginBodySchema, oaLoginResultSchema),
  guard: accountEndpointsOf(anti, '/api/guard/v2/account/ding', guardLoginBodySchema, guardLoginResultSchema),
  cooperation: accountEndpointsOf(
    proxy,
    '/api/cooperation/v2/account/ding',
    cooperationLoginBodySchema,
    cooperationLoginResultSchema,
  ),
};

/** The guard SMS code, workplace-app identity and the session's own information. */
export const AUTH_ENDPOINTS = {
  guardSmsCode: post(anti, '/api/guard/v2/account/ding/sms-code', { body: smsCodeBodySchema, answer: z.null() }),
  autoOpenId: get(anti, '/api/guard/v2/account/ding/autoOpenId', {
    query: autoOpenIdQuerySchema,
    answer: workplaceIdentitySchema,
  }),
  jsapiTicket: get(proxy, '/api/oa/v2/account/ding/jsapi-ticket', {
    query: jsapiTicketQuerySchema,
    answer: jsapiTicketSchema,
  }),
  loginInfo: get(proxy, '/api/auth/loginInfo', { answer: loginInfoSchema }),
  codeLogin: get(anti, '/api/guard/v2/account/ding/codeLogin', {
    query: codeLoginQuerySchema,
    answer: codeLoginSchema,
  }),
};
