import path from 'node:path';
import { z } from 'zod';

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
  seedDemoData: boolean;
  /** Per IP per minute on login and SMS routes. */
  loginRateLimit: number;
  logLevel: LogLevel;
  smsGateway: { url: string; token?: string } | undefined;
  dingtalk: { appKey: string; appSecret: string; corpId: string; agentId: string; baseUrl: string } | undefined;
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
const flag = (fallback: boolean) =>
  variable(
    z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(fallback),
    'be true or false',
  );
const text = () => variable(z.string().optional(), 'be text');
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
    SEED_DEMO_DATA: flag(true),
    LOGIN_RATE_LIMIT: integer(1, 1_000_000_000, 30),
    LOG_LEVEL: variable(z.enum(LOG_LEVELS).default('info'), `be one of ${LOG_LEVELS.join(', ')}`),
    SMS_GATEWAY_URL: httpUrl(),
    SMS_GATEWAY_TOKEN: text(),
    DINGTALK_APP_KEY: text(),
    DINGTALK_APP_SECRET: text(),
    DINGTALK_CORP_ID: text(),
    DINGTALK_AGENT_ID: text(),
    DINGTALK_BASE_URL: httpUrl(),
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
  });
type EnvKey = keyof typeof envSchema.shape;

/** One line per offending variable: what it must be and what it was. */
function describeIssues(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const lines = error.issues.map((issue) => {
    const key = String(issue.path[0]) as EnvKey;
    if (issue.code === 'custom') return issue.message;
    return `${key} must ${envSchema.shape[key].description ?? 'be valid'} (got ${JSON.stringify(env[key])})`;
  });
  return `Invalid configuration: ${[...new Set(lines)].join('; ')}`;
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const e = parsed.data;
  const dataDir = path.resolve(root, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    production: e.NODE_ENV === 'production',
    webDistDir: path.resolve(root, 'apps/web/dist'),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    seedDemoData: e.SEED_DEMO_DATA,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
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
