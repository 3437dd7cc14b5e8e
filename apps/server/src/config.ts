import path from 'node:path';
import { z } from 'zod';
import { TRANSFER_APPROVAL_MINUTES } from '@afp/contract';
import { DEV_PERSON_KEY_SECRET } from './core/personal-data.ts';
import {
  DEFAULT_RECONTACT,
  DEFAULT_RECONTACT_SCHEDULE,
  parseRecontactSchedule,
  type RecontactPolicy,
} from './core/assignment/index.ts';
import { DATA_KEY_PATTERN, DEV_DATA_KEY, parseMasterKey } from './core/sealed-data.ts';

/** Everything the server reads from the environment, read once in server.ts. */
export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data directory; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /** Built web app served at `/`; absent in tests. */
  webDistDir: string | undefined;
  filesDir: string;
  /** Never true in production. */
  seedDemoData: boolean;
  /** The demo city's size: warnings over 90 days (the other demo records scale from it) and residents. */
  demoScale: { warnings: number; residents: number };
  /** Per IP per minute on login and SMS routes. */
  loginRateLimit: number;
  /** The re-contact rule of victims not reached 暂时找不到 (RECONTACT_SCHEDULE, RECONTACT_ATTEMPTS). */
  recontact: RecontactPolicy;
  /** Minutes a cross-district transfer waits for the receiving district's approval before it escalates. */
  transferApprovalMinutes: number;
  /** Session idle timeout and absolute lifetime (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
  sessionLimits: { idleMs: number; absoluteMs: number };
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default. */
  trustedProxies: string[];
  /** Origins the content library's videos stream from (CSP media-src); the demo content's host by default. */
  mediaHosts: string[];
  /** Percent of an item's time gone at which its holder is reminded, ascending (issue 26). */
  reminderShares: number[];
  /** The app's public address: workplace-app to-dos link back to their page under it. */
  publicUrl: string | undefined;
  /** The upstream intake key (required in production; stored hashed). */
  intakeKey: string | undefined;
  /** The HMAC key of person keys (同一人员预警); required in production, a development default elsewhere. */
  personKeySecret: string;
  /**
   * The SM4 data key sealing ID numbers, phones and bank cards (core/sealed-data.ts), and the keys
   * rotated out that may still have sealed stored values; required in production, a development
   * default elsewhere.
   */
  dataKeys: { current: string; old: string[] };
  logLevel: LogLevel;
  /** Bearer token of `/metrics`; the route is off (404) without it. */
  metricsToken: string | undefined;
  /** 503 + Retry-After above these (0 = that check off); the heap's default is 90 % of V8's limit. */
  overload: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number | undefined };
  /** SIGTERM: not ready for `delayMs` while still serving, then drain; exit non-zero past `timeoutMs`. */
  shutdown: { delayMs: number; timeoutMs: number };
  smsGateway: { url: string; token?: string } | undefined;
  dingtalk:
    | { appKey: string; appSecret: string; corpId: string; agentId: string; baseUrl: string; apiBaseUrl: string }
    | undefined;
  zwding: { appKey: string; appSecret: string; tenantId: string; agentId: string; baseUrl: string } | undefined;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A value the server refuses to start with; the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const root = path.resolve(import.meta.dirname, '../../..');

// An empty variable (`PORT=` in an env file) counts as unset, so its default applies.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const variable = <T extends z.ZodType>(schema: T, expected: string) =>
  z.preprocess(unsetIfEmpty, schema).describe(expected);

const integer = (min: number, max: number, fallback: number) =>
  variable(
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)).default(fallback),
    `be an integer ${min}–${max}`,
  );
/** Unset stays undefined: the default may depend on other variables. */
const optionalFlag = () =>
  variable(
    z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    'be true or false',
  );
const text = () => variable(z.string().optional(), 'be text');
/** A comma-separated list of entries, each checked by `entry`, blanks dropped. */
const commaList = <T extends z.ZodType<string, string>>(entry: T, fallback: z.output<T>[], rule: string) =>
  variable(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(entry))
      .default(fallback),
    rule,
  );
// Addresses or CIDR ranges, as Fastify's trustProxy (proxy-addr) takes them.
const addressList = () =>
  commaList(
    z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]),
    [],
    'be comma-separated IP addresses or CIDR ranges',
  );
/** The demo content's video host (seed/publicity.seed.ts), the default of MEDIA_HOSTS. */
export const DEMO_MEDIA_HOST = 'https://fanzha.example.gov.cn';
// A CSP host source over TLS: `https://host[:port]`, the host optionally `*.` a domain's subdomains.
const MEDIA_HOST = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
/** A data key: 32 or 64 hex digits, or base64 of 16 or 32 bytes (core/sealed-data.ts). */
const isDevelopmentDataKey = (value: string) =>
  DATA_KEY_PATTERN.test(value.trim()) && parseMasterKey(value).equals(parseMasterKey(DEV_DATA_KEY));
const DATA_KEY_RULE = 'be 32 hex digits (128 bits; or 64), or the base64 of 16 or 32 random bytes';
const mediaHostList = () =>
  commaList(
    z.string().regex(MEDIA_HOST),
    [DEMO_MEDIA_HOST],
    'be comma-separated https:// origins (e.g. https://video.example.cn or https://*.example.cn)',
  );
/** The intake key is a secret: long enough not to be guessed, and never echoed in an error. */
const INTAKE_KEY_MIN_LENGTH = 32;
const PERSON_KEY_SECRET_MIN_LENGTH = 32;
const METRICS_TOKEN_MIN_LENGTH = 16;
/** Half the time and four fifths of it: an officer hears twice before a deadline, not at every step. */
export const DEFAULT_REMINDER_SHARES = '50,80';
const httpUrl = () => variable(z.url({ protocol: /^https?$/ }).optional(), 'be an http(s) URL');

/** The workplace-app groups: once the app key is set, the app cannot work without these. */
const DINGTALK_REQUIRED = ['DINGTALK_APP_SECRET', 'DINGTALK_CORP_ID', 'DINGTALK_AGENT_ID'] as const;
const ZWDING_REQUIRED = ['ZWDING_APP_SECRET', 'ZWDING_TENANT_ID', 'ZWDING_AGENT_ID'] as const;

const envSchema = z
  .object({
    PORT: integer(1, 65535, 8080),
    HOST: variable(z.string().default('0.0.0.0'), 'be a host name or address'),
    DATA_DIR: variable(z.string().default('data'), 'be a directory'),
    DATABASE_URL: variable(z.url({ protocol: /^postgres(ql)?$/ }).optional(), 'be a postgres:// or postgresql:// URL'),
    NODE_ENV: text(),
    FILES_DIR: text(),
    // Unset: true outside production, false in production (where true is refused below).
    SEED_DEMO_DATA: optionalFlag(),
    // A smaller demo city starts faster (the browser journeys use one); the default is the full city.
    DEMO_WARNINGS: integer(100, 1_000_000, 30_000),
    DEMO_RESIDENTS: integer(100, 1_000_000, 30_000),
    LOGIN_RATE_LIMIT: integer(1, 1_000_000_000, 30),
    TRANSFER_APPROVAL_MINUTES: integer(5, 7 * 24 * 60, TRANSFER_APPROVAL_MINUTES),
    // DESIGN §2's defaults: 12 h absolute, 2 h idle; the idle timeout stays far above the minutely touch.
    SESSION_MAX_HOURS: integer(1, 24 * 7, 12),
    SESSION_IDLE_MINUTES: integer(5, 24 * 60, 120),
    TRUSTED_PROXIES: addressList(),
    // The waits before each next attempt at a victim not reached (the last repeats), and the attempts
    // on record before 确实找不到: configuration, no national rule fixes them.
    RECONTACT_SCHEDULE: variable(
      z
        .string()
        .default(DEFAULT_RECONTACT_SCHEDULE)
        .transform((value, context) => {
          const gaps = parseRecontactSchedule(value);
          if (!gaps)
            context.addIssue({
              code: 'custom',
              message: `RECONTACT_SCHEDULE must be comma-separated waits, each <minutes>m, <hours>h or next-hh:mm (e.g. ${DEFAULT_RECONTACT_SCHEDULE}; got "${value}")`,
            });
          return gaps ?? [];
        }),
      'be comma-separated waits',
    ),
    RECONTACT_ATTEMPTS: integer(1, 20, DEFAULT_RECONTACT.attemptsRequired),
    MEDIA_HOSTS: mediaHostList(),
    // Pre-deadline work notices at these shares of an item's time (percent, 1–99).
    WORK_REMINDER_SHARES: variable(
      z
        .string()
        .default(DEFAULT_REMINDER_SHARES)
        .transform((value) =>
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z
              .string()
              .regex(/^\d{1,2}$/)
              .transform(Number)
              .pipe(z.number().int().min(1).max(99)),
          ),
        )
        .transform((shares) => [...new Set(shares)].sort((a, b) => a - b)),
      'be comma-separated percentages 1–99 (e.g. 50,80)',
    ),
    APP_PUBLIC_URL: httpUrl(),
    INTAKE_KEY: variable(
      z.string().min(INTAKE_KEY_MIN_LENGTH).optional(),
      `be at least ${INTAKE_KEY_MIN_LENGTH} characters`,
    ),
    PERSON_KEY_SECRET: variable(
      z.string().min(PERSON_KEY_SECRET_MIN_LENGTH).optional(),
      `be at least ${PERSON_KEY_SECRET_MIN_LENGTH} characters`,
    ),
    DATA_KEY: variable(z.string().trim().regex(DATA_KEY_PATTERN).optional(), DATA_KEY_RULE),
    DATA_OLD_KEYS: commaList(
      z.string().regex(DATA_KEY_PATTERN),
      [],
      `be comma-separated data keys, each to ${DATA_KEY_RULE}`,
    ),
    LOG_LEVEL: variable(z.enum(LOG_LEVELS).default('info'), `be one of ${LOG_LEVELS.join(', ')}`),
    METRICS_TOKEN: variable(
      z.string().min(METRICS_TOKEN_MIN_LENGTH).optional(),
      `be at least ${METRICS_TOKEN_MIN_LENGTH} characters`,
    ),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: integer(0, 60_000, 200),
    // Unset: 90 % of V8's heap limit, known only in the running process.
    OVERLOAD_MAX_HEAP_MB: variable(
      z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(0).max(1_000_000)).optional(),
      'be an integer 0–1000000 (megabytes; 0 = no heap check)',
    ),
    SHUTDOWN_DELAY_MS: integer(0, 300_000, 0),
    SHUTDOWN_TIMEOUT_MS: integer(1_000, 600_000, 10_000),
    SMS_GATEWAY_URL: httpUrl(),
    SMS_GATEWAY_TOKEN: text(),
    DINGTALK_APP_KEY: text(),
    DINGTALK_APP_SECRET: text(),
    DINGTALK_CORP_ID: text(),
    DINGTALK_AGENT_ID: text(),
    DINGTALK_BASE_URL: httpUrl(),
    DINGTALK_API_BASE_URL: httpUrl(),
    ZWDING_APP_KEY: text(),
    ZWDING_APP_SECRET: text(),
    ZWDING_TENANT_ID: text(),
    ZWDING_AGENT_ID: text(),
    ZWDING_BASE_URL: httpUrl(),
  })
  .superRefine((env, context) => {
    const requireWith = (key: 'DINGTALK_APP_KEY' | 'ZWDING_APP_KEY', required: readonly (keyof typeof env)[]) => {
      if (env[key] === undefined) return;
      for (const name of required) {
        if (env[name] === undefined) {
          context.addIssue({ code: 'custom', path: [name], message: `${name} is required when ${key} is set` });
        }
      }
    };
    requireWith('DINGTALK_APP_KEY', DINGTALK_REQUIRED);
    requireWith('ZWDING_APP_KEY', ZWDING_REQUIRED);
    if (env.SESSION_IDLE_MINUTES > env.SESSION_MAX_HOURS * 60) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_MINUTES'],
        message: `SESSION_IDLE_MINUTES (${env.SESSION_IDLE_MINUTES}) must not exceed SESSION_MAX_HOURS (${env.SESSION_MAX_HOURS}) in minutes: a session never outlives its absolute lifetime`,
      });
    }
    if (env.SHUTDOWN_DELAY_MS >= env.SHUTDOWN_TIMEOUT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_DELAY_MS'],
        message: `SHUTDOWN_DELAY_MS (${env.SHUTDOWN_DELAY_MS}) must be below SHUTDOWN_TIMEOUT_MS (${env.SHUTDOWN_TIMEOUT_MS}): the in-flight requests need time after it`,
      });
    }
    if (env.NODE_ENV === 'production') {
      if (env.SEED_DEMO_DATA === true) {
        context.addIssue({
          code: 'custom',
          path: ['SEED_DEMO_DATA'],
          message: 'SEED_DEMO_DATA=true is refused with NODE_ENV=production: production never holds demo accounts',
        });
      }
      if (env.PERSON_KEY_SECRET === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['PERSON_KEY_SECRET'],
          message: `PERSON_KEY_SECRET is required when NODE_ENV=production (at least ${PERSON_KEY_SECRET_MIN_LENGTH} random characters, never changed once warnings exist)`,
        });
      }
      if (env.DATA_KEY === undefined || isDevelopmentDataKey(env.DATA_KEY)) {
        context.addIssue({
          code: 'custom',
          path: ['DATA_KEY'],
          message:
            'DATA_KEY is required when NODE_ENV=production, and not the development key (32 random hex digits, e.g. `openssl rand -hex 16`; keep the old one in DATA_OLD_KEYS when rotating)',
        });
      }
      if (env.INTAKE_KEY === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['INTAKE_KEY'],
          message: `INTAKE_KEY is required when NODE_ENV=production (the upstream platform's key, at least ${INTAKE_KEY_MIN_LENGTH} characters)`,
        });
      }
    }
  });
type EnvKey = keyof typeof envSchema.shape;
/** Variables whose value a start-up error must not print. */
const SECRET_KEYS = new Set<EnvKey>([
  'INTAKE_KEY',
  'PERSON_KEY_SECRET',
  'DATA_KEY',
  'DATA_OLD_KEYS',
  'METRICS_TOKEN',
  'SMS_GATEWAY_TOKEN',
  'DINGTALK_APP_SECRET',
  'ZWDING_APP_SECRET',
]);

/** One line per offending variable: what it must be and what it was. */
function describeIssues(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const lines = error.issues.map((issue) => {
    const key = String(issue.path[0]) as EnvKey;
    if (issue.code === 'custom') return issue.message;
    const got = SECRET_KEYS.has(key) ? '"[hidden]"' : JSON.stringify(env[key]);
    return `${key} must ${envSchema.shape[key].description ?? 'be valid'} (got ${got})`;
  });
  return `Invalid configuration: ${[...new Set(lines)].join('; ')}`;
}

/**
 * Only where the data lives (DATABASE_URL, DATA_DIR, FILES_DIR), by the server's own rules: what the
 * backup and restore commands read, so they work with the server's environment file but need none of
 * its secrets.
 */
export function readDataLocation(
  env: NodeJS.ProcessEnv = process.env,
): Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'filesDir'> {
  const { DATABASE_URL, DATA_DIR, FILES_DIR } = envSchema.shape;
  const parsed = z.object({ DATABASE_URL, DATA_DIR, FILES_DIR }).safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const dataDir = path.resolve(root, parsed.data.DATA_DIR);
  return {
    databaseUrl: parsed.data.DATABASE_URL,
    dataDir,
    filesDir: path.resolve(parsed.data.FILES_DIR ?? path.join(dataDir, 'files')),
  };
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const e = parsed.data;
  const dataDir = path.resolve(root, e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    production,
    webDistDir: path.resolve(root, 'apps/web/dist'),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    seedDemoData: !production && (e.SEED_DEMO_DATA ?? true),
    demoScale: { warnings: e.DEMO_WARNINGS, residents: e.DEMO_RESIDENTS },
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    transferApprovalMinutes: e.TRANSFER_APPROVAL_MINUTES,
    recontact: { gaps: e.RECONTACT_SCHEDULE, attemptsRequired: e.RECONTACT_ATTEMPTS },
    sessionLimits: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_MAX_HOURS * 3_600_000 },
    trustedProxies: e.TRUSTED_PROXIES,
    mediaHosts: e.MEDIA_HOSTS,
    reminderShares: e.WORK_REMINDER_SHARES,
    publicUrl: e.APP_PUBLIC_URL,
    intakeKey: e.INTAKE_KEY,
    personKeySecret: e.PERSON_KEY_SECRET ?? DEV_PERSON_KEY_SECRET,
    dataKeys: { current: e.DATA_KEY ?? DEV_DATA_KEY, old: e.DATA_OLD_KEYS },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: e.OVERLOAD_MAX_HEAP_MB === undefined ? undefined : e.OVERLOAD_MAX_HEAP_MB * 1024 * 1024,
    },
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    smsGateway: e.SMS_GATEWAY_URL ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN } : undefined,
    // The group rule above guarantees the other values whenever the app key is set.
    dingtalk:
      e.DINGTALK_APP_KEY && e.DINGTALK_APP_SECRET && e.DINGTALK_CORP_ID && e.DINGTALK_AGENT_ID
        ? {
            appKey: e.DINGTALK_APP_KEY,
            appSecret: e.DINGTALK_APP_SECRET,
            corpId: e.DINGTALK_CORP_ID,
            agentId: e.DINGTALK_AGENT_ID,
            baseUrl: e.DINGTALK_BASE_URL ?? 'https://oapi.dingtalk.com',
            apiBaseUrl: e.DINGTALK_API_BASE_URL ?? 'https://api.dingtalk.com',
          }
        : undefined,
    zwding:
      e.ZWDING_APP_KEY && e.ZWDING_APP_SECRET && e.ZWDING_TENANT_ID && e.ZWDING_AGENT_ID
        ? {
            appKey: e.ZWDING_APP_KEY,
            appSecret: e.ZWDING_APP_SECRET,
            tenantId: e.ZWDING_TENANT_ID,
            agentId: e.ZWDING_AGENT_ID,
            baseUrl: e.ZWDING_BASE_URL ?? 'https://openplatform.dg-work.cn',
          }
        : undefined,
  };
}
