import { mkdir } from 'node:fs/promises';
import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { createLifecycle } from './core/lifecycle.ts';
import { dataKeyringOf, installDataKeyring } from './core/sealed-data.ts';
import { createGracefulShutdown } from './core/shutdown.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { createLocalFileStorage } from './features/file/index.ts';
import { selectIdentityProvider, selectWorkNoticeSender, selectWorkTodoSender } from './features/identity/index.ts';
import { createHttpSmsSender } from './features/login/index.ts';
import { seedDemoData } from './seed/seed.ts';
import { prepareProductionDatabase } from './startup.ts';

/** The only file that reads the environment, listens and handles signals. */
async function main(): Promise<void> {
  const config = readConfig();
  // Before anything reads or writes a sealed column (the seed included).
  installDataKeyring(dataKeyringOf(config.dataKeys.current, config.dataKeys.old));
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createLocalFileStorage(config.filesDir);
  const seedOptions = { personKeySecret: config.personKeySecret, ...config.demoScale };
  // Migrations and seeding run in the server process (a PGlite directory is single-process, STACK.md),
  // on PostgreSQL in one process at a time: the first does them, the others wait and find them done.
  await withStartupLock(config.databaseUrl, async () => {
    await migrate(database);
    // Production never seeds (config refuses SEED_DEMO_DATA=true) and refuses demo credentials.
    if (config.production) await prepareProductionDatabase(database.db, config.intakeKey);
    else if (config.seedDemoData && (await seedDemoData(database.db, storage, seedOptions)))
      console.log('demo data created');
  });

  const lifecycle = createLifecycle();
  const app = await buildApp({
    database,
    lifecycle,
    metricsToken: config.metricsToken,
    overload: config.overload,
    production: config.production,
    identityProvider: selectIdentityProvider(config),
    workNoticeSender: selectWorkNoticeSender(config),
    workTodoSender: selectWorkTodoSender(config),
    reminderShares: config.reminderShares,
    publicUrl: config.publicUrl,
    smsSender: config.smsGateway && createHttpSmsSender(config.smsGateway),
    fileStorage: storage,
    webDistDir: config.webDistDir,
    loginRateLimit: config.loginRateLimit,
    sessionLimits: config.sessionLimits,
    trustedProxies: config.trustedProxies,
    mediaHosts: config.mediaHosts,
    personKeySecret: config.personKeySecret,
    transferApprovalMinutes: config.transferApprovalMinutes,
    recontact: config.recontact,
    logger: { level: config.logLevel },
    scheduleJobs: true,
  });
  const shutDown = createGracefulShutdown({
    app,
    lifecycle,
    closeDatabase: () => database.close(),
    ...config.shutdown,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => void shutDown('SIGTERM'));
  // A second Ctrl-C in a terminal means now.
  process.on('SIGINT', () => (lifecycle.phase() === 'draining' ? process.exit(130) : void shutDown('SIGINT')));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`anti-fraud platform on http://localhost:${config.port} (${database.engine})`);
  if (config.production && !config.metricsToken) app.log.warn('METRICS_TOKEN is not set: /metrics is off');
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: its message, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
