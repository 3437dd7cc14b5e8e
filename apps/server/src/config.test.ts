import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RECONTACT } from './core/assignment/index.ts';
import { ConfigError, readConfig } from './config.ts';
import { DEV_PERSON_KEY_SECRET } from './core/personal-data.ts';
import { DEV_DATA_KEY } from './core/sealed-data.ts';

const DATA_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

const root = path.resolve(import.meta.dirname, '../../..');

describe('readConfig', () => {
  it('falls back to the defaults on an empty environment, empty values counting as unset', () => {
    for (const env of [{}, { PORT: '', SEED_DEMO_DATA: '', DATABASE_URL: '' }]) {
      expect(readConfig(env)).toEqual({
        port: 8080,
        host: '0.0.0.0',
        dataDir: path.join(root, 'data'),
        databaseUrl: undefined,
        production: false,
        webDistDir: path.join(root, 'apps/web/dist'),
        filesDir: path.join(root, 'data', 'files'),
        seedDemoData: true,
        demoScale: { warnings: 30_000, residents: 30_000 },
        loginRateLimit: 30,
        transferApprovalMinutes: 60,
        recontact: DEFAULT_RECONTACT,
        sessionLimits: { idleMs: 2 * 3_600_000, absoluteMs: 12 * 3_600_000 },
        trustedProxies: [],
        mediaHosts: ['https://fanzha.example.gov.cn'],
        reminderShares: [50, 80],
        publicUrl: undefined,
        intakeKey: undefined,
        personKeySecret: DEV_PERSON_KEY_SECRET,
        dataKeys: { current: DEV_DATA_KEY, old: [] },
        logLevel: 'info',
        metricsToken: undefined,
        overload: { maxEventLoopDelayMs: 200, maxHeapUsedBytes: undefined },
        shutdown: { delayMs: 0, timeoutMs: 10_000 },
        smsGateway: undefined,
        dingtalk: undefined,
        zwding: undefined,
      });
    }
  });

  it('reads a full production environment', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/afp',
      DATABASE_URL: 'postgres://afp@db:5432/afp',
      NODE_ENV: 'production',
      FILES_DIR: '/srv/files',
      LOGIN_RATE_LIMIT: '120',
      TRUSTED_PROXIES: '10.0.0.2, 192.168.0.0/16,::1',
      MEDIA_HOSTS: 'https://video.example.cn, https://*.cdn.example.cn:8443',
      WORK_REMINDER_SHARES: '75, 30,75',
      APP_PUBLIC_URL: 'https://fanzha.example.cn',
      INTAKE_KEY: 'k'.repeat(32),
      PERSON_KEY_SECRET: 'p'.repeat(32),
      DATA_KEY,
      DATA_OLD_KEYS: `${DEV_DATA_KEY}, ${Buffer.alloc(16, 7).toString('base64')}`,
      LOG_LEVEL: 'warn',
      SMS_GATEWAY_URL: 'https://sms.example.cn/send',
      SMS_GATEWAY_TOKEN: 'sms-token',
      DINGTALK_APP_KEY: 'ding-key',
      DINGTALK_APP_SECRET: 'ding-secret',
      DINGTALK_CORP_ID: 'ding-corp',
      DINGTALK_AGENT_ID: '42',
      ZWDING_APP_KEY: 'zw-key',
      ZWDING_APP_SECRET: 'zw-secret',
      ZWDING_TENANT_ID: '196729',
      ZWDING_AGENT_ID: '7',
      ZWDING_BASE_URL: 'http://127.0.0.1:9999',
    });
    expect(config).toMatchObject({
      reminderShares: [30, 75],
      publicUrl: 'https://fanzha.example.cn',
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/afp',
      databaseUrl: 'postgres://afp@db:5432/afp',
      production: true,
      filesDir: '/srv/files',
      seedDemoData: false,
      loginRateLimit: 120,
      trustedProxies: ['10.0.0.2', '192.168.0.0/16', '::1'],
      mediaHosts: ['https://video.example.cn', 'https://*.cdn.example.cn:8443'],
      intakeKey: 'k'.repeat(32),
      personKeySecret: 'p'.repeat(32),
      dataKeys: { current: DATA_KEY, old: [DEV_DATA_KEY, Buffer.alloc(16, 7).toString('base64')] },
      logLevel: 'warn',
      smsGateway: { url: 'https://sms.example.cn/send', token: 'sms-token' },
      dingtalk: {
        appKey: 'ding-key',
        appSecret: 'ding-secret',
        corpId: 'ding-corp',
        agentId: '42',
        baseUrl: 'https://oapi.dingtalk.com',
        apiBaseUrl: 'https://api.dingtalk.com',
      },
      zwding: {
        appKey: 'zw-key',
        appSecret: 'zw-secret',
        tenantId: '196729',
        agentId: '7',
        baseUrl: 'http://127.0.0.1:9999',
      },
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer 1–65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be an integer 1–65535 (got "70000")'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT must be an integer 1–1000000000 (got "0")'],
    [{ DEMO_WARNINGS: '10' }, 'DEMO_WARNINGS must be an integer 100–1000000 (got "10")'],
    [{ SEED_DEMO_DATA: 'no' }, 'SEED_DEMO_DATA must be true or false (got "no")'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [
      { DATABASE_URL: 'mysql://db/afp' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://db/afp")',
    ],
    [{ SMS_GATEWAY_URL: 'sms.example.cn' }, 'SMS_GATEWAY_URL must be an http(s) URL (got "sms.example.cn")'],
    [
      { DINGTALK_APP_KEY: 'ding-key', DINGTALK_APP_SECRET: 'ding-secret' },
      'DINGTALK_CORP_ID is required when DINGTALK_APP_KEY is set; DINGTALK_AGENT_ID is required when DINGTALK_APP_KEY is set',
    ],
    [{ ZWDING_APP_KEY: 'zw-key' }, 'ZWDING_APP_SECRET is required when ZWDING_APP_KEY is set'],
    [
      { TRUSTED_PROXIES: '10.0.0.2,proxy.local' },
      'TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges (got "10.0.0.2,proxy.local")',
    ],
    [
      { MEDIA_HOSTS: 'http://video.example.cn' },
      'MEDIA_HOSTS must be comma-separated https:// origins (e.g. https://video.example.cn or https://*.example.cn) (got "http://video.example.cn")',
    ],
    [{ WORK_REMINDER_SHARES: '50,100' }, 'WORK_REMINDER_SHARES must be comma-separated percentages 1–99'],
    [{ WORK_REMINDER_SHARES: '0' }, 'WORK_REMINDER_SHARES must be comma-separated percentages 1–99'],
    [{ MEDIA_HOSTS: 'https://video.example.cn/path' }, 'MEDIA_HOSTS must be comma-separated https:// origins'],
    [{ MEDIA_HOSTS: "https://x.cn 'unsafe-inline'" }, 'MEDIA_HOSTS must be comma-separated https:// origins'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges'],
    [{ INTAKE_KEY: 'short' }, 'INTAKE_KEY must be at least 32 characters (got "[hidden]")'],
    [
      { NODE_ENV: 'production', INTAKE_KEY: 'k'.repeat(32), SEED_DEMO_DATA: 'true' },
      'SEED_DEMO_DATA=true is refused with NODE_ENV=production: production never holds demo accounts',
    ],
    [{ NODE_ENV: 'production' }, 'INTAKE_KEY is required when NODE_ENV=production'],
    [{ NODE_ENV: 'production', INTAKE_KEY: 'k'.repeat(32) }, 'PERSON_KEY_SECRET is required when NODE_ENV=production'],
    [{ PERSON_KEY_SECRET: 'short' }, 'PERSON_KEY_SECRET must be at least 32 characters (got "[hidden]")'],
    [
      { NODE_ENV: 'production', INTAKE_KEY: 'k'.repeat(32), PERSON_KEY_SECRET: 'p'.repeat(32) },
      'DATA_KEY is required when NODE_ENV=production, and not the development key',
    ],
    [
      { NODE_ENV: 'production', INTAKE_KEY: 'k'.repeat(32), PERSON_KEY_SECRET: 'p'.repeat(32), DATA_KEY: DEV_DATA_KEY },
      'DATA_KEY is required when NODE_ENV=production, and not the development key',
    ],
    [{ DATA_KEY: 'a passphrase is no key' }, 'DATA_KEY must be 32 hex digits (128 bits; or 64)'],
    [
      { DATA_KEY: 'abcd'.repeat(7) },
      'DATA_KEY must be 32 hex digits (128 bits; or 64), or the base64 of 16 or 32 random bytes (got "[hidden]")',
    ],
    [{ DATA_OLD_KEYS: `${DATA_KEY},oops` }, 'DATA_OLD_KEYS must be comma-separated data keys'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('never seeds demo data in production, and seeds it by default elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      INTAKE_KEY: 'k'.repeat(32),
      PERSON_KEY_SECRET: 'p'.repeat(32),
      DATA_KEY,
    };
    expect(readConfig(production).seedDemoData).toBe(false);
    expect(readConfig({ ...production, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(readConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('reads the metrics token, the overload thresholds and the shutdown times', () => {
    expect(
      readConfig({
        METRICS_TOKEN: 'm'.repeat(16),
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_HEAP_MB: '512',
        SHUTDOWN_DELAY_MS: '5000',
        SHUTDOWN_TIMEOUT_MS: '20000',
      }),
    ).toMatchObject({
      metricsToken: 'm'.repeat(16),
      overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 512 * 1024 * 1024 },
      shutdown: { delayMs: 5000, timeoutMs: 20_000 },
    });
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters (got "[hidden]")'],
    [{ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' }, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be an integer 0–60000'],
    [{ OVERLOAD_MAX_HEAP_MB: '1.5' }, 'OVERLOAD_MAX_HEAP_MB must be an integer 0–1000000'],
    [{ SHUTDOWN_TIMEOUT_MS: '500' }, 'SHUTDOWN_TIMEOUT_MS must be an integer 1000–600000'],
    [{ SHUTDOWN_DELAY_MS: '10000' }, 'SHUTDOWN_DELAY_MS (10000) must be below SHUTDOWN_TIMEOUT_MS (10000)'],
  ])('refuses %j for the operations variables', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('reads the session idle timeout and absolute lifetime', () => {
    expect(readConfig({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' }).sessionLimits).toEqual({
      idleMs: 30 * 60_000,
      absoluteMs: 8 * 3_600_000,
    });
  });

  it.each([
    [{ SESSION_MAX_HOURS: '0' }, 'SESSION_MAX_HOURS must be an integer 1–168 (got "0")'],
    [{ SESSION_MAX_HOURS: '12h' }, 'SESSION_MAX_HOURS must be an integer 1–168'],
    [{ SESSION_IDLE_MINUTES: '1' }, 'SESSION_IDLE_MINUTES must be an integer 5–1440 (got "1")'],
    [
      { SESSION_IDLE_MINUTES: '180', SESSION_MAX_HOURS: '2' },
      'SESSION_IDLE_MINUTES (180) must not exceed SESSION_MAX_HOURS (2) in minutes',
    ],
  ])('refuses %j for the session variables', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('reads the re-contact schedule and the attempts before 确实找不到', () => {
    expect(readConfig({ RECONTACT_SCHEDULE: '15m, 1h, next-08:30', RECONTACT_ATTEMPTS: '2' }).recontact).toEqual({
      gaps: [{ minutes: 15 }, { minutes: 60 }, { nextAt: { hour: 8, minute: 30 } }],
      attemptsRequired: 2,
    });
  });

  it.each([
    [{ RECONTACT_SCHEDULE: '30m,tomorrow' }, 'RECONTACT_SCHEDULE must be comma-separated waits'],
    [{ RECONTACT_SCHEDULE: '0m' }, 'RECONTACT_SCHEDULE must be comma-separated waits'],
    [{ RECONTACT_ATTEMPTS: '0' }, 'RECONTACT_ATTEMPTS must be an integer 1–20 (got "0")'],
  ])('refuses %j for the re-contact variables', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('reads the minutes a cross-district transfer waits for approval 移交审核, within bounds', () => {
    expect(readConfig({ TRANSFER_APPROVAL_MINUTES: '240' }).transferApprovalMinutes).toBe(240);
    expect(() => readConfig({ TRANSFER_APPROVAL_MINUTES: '1' })).toThrow('TRANSFER_APPROVAL_MINUTES');
  });

  it('names every offending variable at once', () => {
    expect(() => readConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(
      'Invalid configuration: PORT must be an integer 1–65535 (got "abc"); LOG_LEVEL must be one of',
    );
  });
});
