import path from 'node:path';

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
  smsGateway: { url: string; token?: string } | undefined;
  dingtalk: { appKey: string; appSecret: string; corpId: string; agentId: string; baseUrl: string } | undefined;
  zwding: { appKey: string; appSecret: string; tenantId: string; agentId: string; baseUrl: string } | undefined;
}

const root = path.resolve(import.meta.dirname, '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(root, 'apps/web/dist'),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 30),
    smsGateway: env.SMS_GATEWAY_URL ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN } : undefined,
    dingtalk: env.DINGTALK_APP_KEY
      ? {
          appKey: env.DINGTALK_APP_KEY,
          appSecret: env.DINGTALK_APP_SECRET ?? '',
          corpId: env.DINGTALK_CORP_ID ?? '',
          agentId: env.DINGTALK_AGENT_ID ?? '',
          baseUrl: env.DINGTALK_BASE_URL ?? 'https://oapi.dingtalk.com',
        }
      : undefined,
    zwding: env.ZWDING_APP_KEY
      ? {
          appKey: env.ZWDING_APP_KEY,
          appSecret: env.ZWDING_APP_SECRET ?? '',
          tenantId: env.ZWDING_TENANT_ID ?? '',
          agentId: env.ZWDING_AGENT_ID ?? '',
          baseUrl: env.ZWDING_BASE_URL ?? 'https://openplatform.dg-work.cn',
        }
      : undefined,
  };
}
