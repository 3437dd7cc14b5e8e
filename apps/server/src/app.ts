import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { createAccountRepository } from './features/account/account.repository.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { createAccountService } from './features/account/account.service.ts';
import { devRoutes } from './features/dev/dev.routes.ts';
import { earlyWarningFeature } from './features/early-warning/early-warning.feature.ts';
import { createLocalFileStorage, type FileStorage } from './features/file/file-storage.ts';
import { createFileUpload } from './features/file/file-upload.ts';
import { fileRoutes } from './features/file/file.routes.ts';
import { createFileService } from './features/file/file.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createDevelopmentProvider } from './features/identity/development.provider.ts';
import type { IdentityProvider } from './features/identity/identity-provider.ts';
import { createIdentityRepository } from './features/identity/identity.repository.ts';
import { identityRoutes } from './features/identity/identity.routes.ts';
import { createIdentityService } from './features/identity/identity.service.ts';
import { loginRoutes } from './features/login/login.routes.ts';
import { createLoginService } from './features/login/login.service.ts';
import { createSmsCodeService } from './features/login/sms-code.service.ts';
import { createDevInboxSmsSender, type SmsSender } from './features/login/sms-sender.ts';
import { createOperationLog } from './features/operation-log/operation-log.service.ts';
import { createOrgRepository } from './features/org/org.repository.ts';
import { ruleStatisticsRoutes } from './features/rule-statistics/rule-statistics.routes.ts';
import { createSessionRepository } from './features/session/session.repository.ts';
import { createSessionService } from './features/session/session.service.ts';
import { verifyGroupRoutes } from './features/verify-group/verify-group.routes.ts';
import { createVerifyGroupService } from './features/verify-group/verify-group.service.ts';
import { liaisonFeedbackRoutes } from './features/liaison-feedback/liaison-feedback.routes.ts';
import { createLiaisonFeedbackService } from './features/liaison-feedback/liaison-feedback.service.ts';
import { createEscalation } from './features/early-warning/escalation.ts';
import { createWarningEvents, type WarningEvents } from './features/early-warning/warning-events.ts';
import { warningStreamRoutes } from './features/early-warning/warning-stream.routes.ts';
import { createDevelopmentWorkNotifier, type WorkNotifier } from './features/identity/work-notifier.ts';
import { createAccessLog } from './features/access-log/access-log.service.ts';
import { informationRoutes } from './features/information/information.routes.ts';
import { createInformationService } from './features/information/information.service.ts';
import { intakeRoutes } from './features/intake/intake.routes.ts';
import { createIntakeService } from './features/intake/intake.service.ts';
import { orgTreeRoutes } from './features/org/org-tree.routes.ts';
import { createOrgTreeService } from './features/org/org-tree.service.ts';
import { createTransferRepository } from './features/transfer/transfer.repository.ts';
import { transferRoutes } from './features/transfer/transfer.routes.ts';
import { createTransferService } from './features/transfer/transfer.service.ts';
import { registerAccess } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  database: Database;
  production?: boolean;
  clock?: Clock;
  /** The configured workplace app; the development provider when absent (not in production). */
  identityProvider?: IdentityProvider;
  /** An SMS gateway; the development inbox when absent (not in production). */
  smsSender?: SmsSender;
  fileStorage?: FileStorage;
  filesDir?: string;
  webDistDir?: string;
  loginRateLimit?: number;
  logger?: boolean | object;
  /** Overdue-sign escalation period; undefined = not started (tests run it by hand). */
  escalationIntervalMs?: number;
  /** Warning event bus; in-process when absent (replace for several server processes). */
  warningEvents?: WarningEvents;
  /** Workplace-app work notices; the development notifier (log + org_notice) when absent. */
  workNotifier?: WorkNotifier;
}

/** Builds the whole server without listening: infrastructure first, then every feature's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, production = false, clock = systemClock } = deps;
  const { db } = database;
  if (production && (!deps.identityProvider || !deps.smsSender)) {
    throw new Error('Production mode needs a configured workplace app and SMS gateway');
  }
  // X-Forwarded-For counts only from a proxy on this host or a private network: a client on the
  // internet could otherwise name any address and escape the per-IP login rate limit.
  const app = Fastify({ logger: deps.logger ?? false, trustProxy: 'loopback, linklocal, uniquelocal' });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false });

  const devInbox = createDevInboxSmsSender(app.log, () => clock.now());
  const rateLimitPerMinute = deps.loginRateLimit ?? 30;
  const accounts = createAccountRepository({ db });
  const sessions = createSessionService({ repository: createSessionRepository({ db }), clock });
  const operationLog = createOperationLog({ db, clock });
  const identity = createIdentityService({
    provider: deps.identityProvider ?? createDevelopmentProvider(),
    repository: createIdentityRepository({ db }),
    clock,
  });
  const smsCodes = createSmsCodeService({ db, clock, sender: deps.smsSender ?? devInbox.sender });
  const login = createLoginService({ accounts, sessions, identity, smsCodes, operationLog, clock });
  const storage = deps.fileStorage ?? createLocalFileStorage(deps.filesDir ?? 'data/files');
  const warningEvents = deps.warningEvents ?? createWarningEvents();
  const workNotifier = deps.workNotifier ?? createDevelopmentWorkNotifier({ db, clock, log: app.log });
  const warningDeps = { db, clock, operationLog, events: warningEvents, notifier: workNotifier };

  registerAccess(app, { sessions, accounts, clock });
  healthRoutes(app, { db, engine: database.engine });
  loginRoutes(app, { login, rateLimit: rateLimitPerMinute });
  identityRoutes(app, { identity, rateLimit: rateLimitPerMinute });
  accountRoutes(app, { accounts: createAccountService({ accounts, orgs: createOrgRepository({ db }) }) });
  verifyGroupRoutes(app, { verifyGroups: createVerifyGroupService({ db }) });
  ruleStatisticsRoutes(app, { db });
  fileRoutes(app, { files: createFileService({ db, clock, storage }), upload: createFileUpload({ storage, clock }) });
  earlyWarningFeature(app, { db, clock, operationLog });
  liaisonFeedbackRoutes(app, { liaison: createLiaisonFeedbackService({ db, clock, operationLog }) });
  warningStreamRoutes(app, { events: warningEvents });
  intakeRoutes(app, { intake: createIntakeService(warningDeps) });
  transferRoutes(app, {
    transfers: createTransferService({ ...warningDeps, repository: createTransferRepository({ db }) }),
  });
  orgTreeRoutes(app, { orgTree: createOrgTreeService({ db }) });
  informationRoutes(app, {
    information: createInformationService({ db, clock, accessLog: createAccessLog({ db, clock }) }),
  });
  if (!production) devRoutes(app, { latestSms: devInbox.latest });
  if (deps.escalationIntervalMs) {
    const escalation = createEscalation({
      ...warningDeps,
      onError: (error) => app.log.error({ err: error }, 'escalation failed'),
    });
    escalation.start(deps.escalationIntervalMs);
    app.addHook('onClose', async () => escalation.stop());
  }
  await registerWebApp(app, deps.webDistDir);
  return app;
}
