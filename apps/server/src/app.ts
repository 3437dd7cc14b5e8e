import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import { DEMO_MEDIA_HOST } from './config.ts';
import { DEFAULT_RECONTACT, type RecontactPolicy } from './core/assignment/index.ts';
import { auditModule } from './core/audit/index.ts';
import { createClusterBus, type ClusterBus } from './core/cluster-bus.ts';
import { createLifecycle, type Lifecycle } from './core/lifecycle.ts';
import { createJobs, type Jobs, type JobStats } from './core/jobs/index.ts';
import type { FeatureModule } from './core/module.ts';
import { createPersonKey, DEV_PERSON_KEY_SECRET, type PersonKeyOf } from './core/personal-data.ts';
import { readPersonKeyAlgorithm } from './core/person-key-scheme.ts';
import type { Database, Db } from './db/client.ts';
import { redactingLogger } from './http/log-redaction.ts';
import { accessLogModule } from './features/access-log/index.ts';
import {
  accountModule,
  createAccountCache,
  createAccountRepository,
  type AccountCache,
  type AccountRepository,
} from './features/account/index.ts';
import { cardFeedbackModule } from './features/card-feedback/index.ts';
import { cooperationModule } from './features/cooperation/index.ts';
import { cooperationOrderModule } from './features/cooperation-order/index.ts';
import { devModule } from './features/dev/index.ts';
import {
  createFraudTypeDictionary,
  createHandledWarnings,
  createWarningEvents,
  earlyWarningModule,
  type FraudTypeDictionary,
  type HandledWarnings,
  type WarningEvents,
} from './features/early-warning/index.ts';
import { createLocalFileStorage, fileModule, type FileStorage } from './features/file/index.ts';
import { healthModule, PROBE_PATHS } from './features/health/index.ts';
import { holidayCalendarModule } from './features/holiday-calendar/index.ts';
import {
  createDevelopmentProvider,
  createIdentityRepository,
  createIdentityService,
  createWorkNotifier,
  identityModule,
  createDeadlineReminders,
  createWorkTodos,
  type DeadlineReminders,
  type IdentityProvider,
  type IdentityService,
  type WorkNoticeSender,
  type WorkNotifier,
  type WorkTodos,
  type WorkTodoSender,
} from './features/identity/index.ts';
import { informationModule } from './features/information/index.ts';
import { intakeModule } from './features/intake/index.ts';
import { liaisonFeedbackModule } from './features/liaison-feedback/index.ts';
import { createDevInboxSmsSender, loginModule, type SmsInboxEntry, type SmsSender } from './features/login/index.ts';
import { mailModule } from './features/mail/index.ts';
import { bulletinModule } from './features/bulletin/index.ts';
import { noticeModule } from './features/notice/index.ts';
import { createOperationLog, type OperationLog } from './features/operation-log/index.ts';
import { orgModule } from './features/org/index.ts';
import { peopleControlModule } from './features/people-control/index.ts';
import { publicityModule } from './features/publicity/index.ts';
import { populationModule } from './features/population/index.ts';
import { preachingModule } from './features/preaching/index.ts';
import {
  createCircleAlerts,
  createCircleRepository,
  protectionCircleModule,
  type CircleAlerts,
} from './features/protection-circle/index.ts';
import { gullibleModule } from './features/gullible/index.ts';
import { promotionModule } from './features/promotion/index.ts';
import { ruleStatisticsModule } from './features/rule-statistics/index.ts';
import {
  createSessionRepository,
  createSessionService,
  type SessionLimits,
  type SessionService,
} from './features/session/index.ts';
import { transferModule } from './features/transfer/index.ts';
import { verifyGroupModule } from './features/verify-group/index.ts';
import { reportModule } from './features/report/index.ts';
import { createVerification, verificationModule, type Verification } from './features/verification/index.ts';
import { accessModule } from './plugins/access.ts';
import { compressionModule } from './plugins/compression.ts';
import { idempotencyModule } from './plugins/idempotency/idempotency.ts';
import { metricsModule, type PoolStats } from './plugins/metrics.ts';
import { overloadModule, type OverloadLimits } from './plugins/overload.ts';
import { errorHandlerModule } from './plugins/error-handler.ts';
import { rateLimitModule } from './plugins/rate-limit.ts';
import { securityHeadersModule } from './plugins/security-headers.ts';
import { webAppModule } from './plugins/web-app.ts';
import { WORK_ITEM_SOURCES } from './work-items.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: stats for /metrics, runDue for tests and operators. */
    jobs: Jobs;
    /** Workplace-app to-dos of open work items (sweep and sync by hand in tests). */
    workTodos: WorkTodos;
    /** Pre-deadline work notices (run by hand in tests). */
    deadlineReminders: DeadlineReminders;
  }
}

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
  /** Session idle timeout and absolute lifetime (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS); DESIGN §2's 2 h / 12 h when absent. */
  sessionLimits?: SessionLimits;
  /** Proxies whose X-Forwarded-For names the client (addresses or CIDR ranges); none when absent. */
  trustedProxies?: string[];
  /** Origins the content library's videos stream from (MEDIA_HOSTS); the demo content's host when absent. */
  mediaHosts?: string[];
  /** Pino options (secrets are always redacted, see http/log-redaction.ts); no log when absent. */
  logger?: boolean | object;
  /** Periodic jobs (overdue escalation, reminders) on their schedules; off when absent (tests run them by hand). */
  scheduleJobs?: boolean;
  /** Deferred jobs (work-notice deliveries …) run by this process; true when absent. */
  runJobs?: boolean;
  /** This process's phase (readiness) and open streams; server.ts drains it on SIGTERM. A new one when absent. */
  lifecycle?: Lifecycle;
  /** METRICS_TOKEN: `/metrics` answers only with it; off (404) when absent. */
  metricsToken?: string;
  /** Overload thresholds (503 + Retry-After); no refusal when absent. */
  overload?: OverloadLimits;
  /** Warning event bus; over the cluster bus when absent. */
  warningEvents?: WarningEvents;
  /** Messages between server processes; built from the database when absent (and closed with the app). */
  clusterBus?: ClusterBus;
  /** Workplace-app work notices; stored and sent through `workNoticeSender` (or only logged without one) when absent. */
  workNotifier?: WorkNotifier;
  /** The configured workplace app's work-notice sender (same app as `identityProvider`). */
  workNoticeSender?: WorkNoticeSender;
  /** The configured workplace app's to-dos 待办; none when absent (no app, or tests without one). */
  workTodoSender?: WorkTodoSender;
  /** Percent of an item's time at which its holder is reminded (WORK_REMINDER_SHARES); 50 and 80 when absent. */
  reminderShares?: number[];
  /** The app's public address (APP_PUBLIC_URL): to-dos link back to their page under it. */
  publicUrl?: string;
  /** HMAC key of person keys (PERSON_KEY_SECRET, required by the configuration in production); the development key when absent. */
  personKeySecret?: string;
  /** Minutes a cross-district transfer waits for approval (TRANSFER_APPROVAL_MINUTES); the contract's default when absent. */
  transferApprovalMinutes?: number;
  /** The re-contact rule of victims not reached (RECONTACT_SCHEDULE, RECONTACT_ATTEMPTS); 30 min, 2 h, next 09:00 and 3 attempts when absent. */
  recontact?: RecontactPolicy;
}

/**
 * What the modules share, built once per app: infrastructure and the few services several
 * features use. Each module names the part it needs (its own `…Context` type); this is the union.
 */
export interface AppContext {
  db: Db;
  engine: Database['engine'];
  clock: Clock;
  production: boolean;
  log: FastifyBaseLogger;
  lifecycle: Lifecycle;
  metricsToken: string | undefined;
  overload: OverloadLimits | undefined;
  /** Routes answered even when overloaded: the probes and the metrics scrape. */
  exemptPaths: readonly string[];
  poolStats: (() => PoolStats) | undefined;
  jobStats: (() => Promise<JobStats>) | undefined;
  /** Messages between every server process on the database (LISTEN/NOTIFY; in-process on PGlite). */
  bus: ClusterBus;
  operationLog: OperationLog;
  /** Warning event bus (live list updates). */
  events: WarningEvents;
  /** Listeners of recorded warning feedbacks (一案一宣 opens on a handled warning with a loss). */
  handledWarnings: HandledWarnings;
  /** Workplace-app work notices. */
  notifier: WorkNotifier;
  /** A new warning on a protection-circle owner alerts the circle (intake). */
  circleAlerts: CircleAlerts;
  /** The fraud-type dictionary (cached), read by warnings and the information query. */
  fraudTypes: FraudTypeDictionary;
  /** The key of the person a warning is about (keyed hash; intake and seed alike). */
  personKeyOf: PersonKeyOf;
  identity: IdentityService;
  sessions: SessionService;
  accounts: AccountRepository;
  /** The accounts behind sessions (access), forgotten by a feature that changes one. */
  accountCache: AccountCache;
  smsSender: SmsSender;
  /** The development SMS inbox (dev module only). */
  latestSms: (phone: string) => SmsInboxEntry | undefined;
  /** Login-like calls per IP per minute. */
  loginRateLimit: number;
  /** Minutes a cross-district transfer waits for approval; the contract's default when absent. */
  transferApprovalMinutes?: number;
  /** When a victim not reached is tried again, and the attempts before 确实找不到 (warnings' feedback and 回访). */
  recontact: RecontactPolicy;
  /** Origins the content library's videos stream from (the CSP's media-src). */
  mediaHosts: string[];
  fileStorage: FileStorage;
  webDistDir: string | undefined;
  /** Jobs run once across processes: features register their definitions and enqueue in their transactions. */
  jobs: Jobs;
  /** 核查 / 复核: features submit their items and register their kinds here (verification's face). */
  verification: Verification;
}

/**
 * Every module in registration order: the error handler, rate limits and access first (access
 * refuses any later route that does not declare who may call it), the web app's files last.
 */
const modulesOf = (production: boolean): FeatureModule<AppContext>[] => [
  errorHandlerModule,
  // Every request in its audit context (client address of the audit rows it writes); seals after answers.
  auditModule,
  // Before anything costly: an overloaded process refuses at once; metrics see every answer.
  overloadModule,
  metricsModule,
  securityHeadersModule,
  // Before compression: it stores answers as they leave the handler, uncompressed.
  idempotencyModule,
  compressionModule,
  rateLimitModule,
  accessModule,
  healthModule,
  loginModule,
  identityModule,
  accountModule,
  verifyGroupModule,
  holidayCalendarModule,
  ruleStatisticsModule,
  fileModule,
  earlyWarningModule,
  protectionCircleModule,
  liaisonFeedbackModule,
  intakeModule,
  transferModule,
  cardFeedbackModule,
  cooperationModule,
  cooperationOrderModule,
  orgModule,
  informationModule,
  accessLogModule,
  noticeModule,
  peopleControlModule,
  populationModule,
  preachingModule,
  mailModule,
  verificationModule,
  reportModule,
  publicityModule,
  bulletinModule,
  gullibleModule,
  promotionModule,
  ...(production ? [] : [devModule]),
  webAppModule,
];

/** Builds the whole server without listening: the shared context, then every module in order. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, production = false, clock = systemClock } = deps;
  const { db } = database;
  if (production && (!deps.identityProvider || !deps.smsSender)) {
    throw new Error('Production mode needs a configured workplace app and SMS gateway');
  }
  // X-Forwarded-For counts only from the proxies the operator names: any other client could
  // name any address and escape the per-IP login rate limit.
  const trustedProxies = deps.trustedProxies ?? [];
  const app = Fastify({
    logger: redactingLogger(deps.logger ?? false),
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    // While closing, a request on a kept-alive connection is still answered (with Connection:
    // close) instead of Fastify's bare 503: a rolling restart shows nobody an error.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const bus = deps.clusterBus ?? (await createClusterBus(database, app.log));
  if (!deps.clusterBus) app.addHook('onClose', () => bus.close());
  const devInbox = createDevInboxSmsSender(app.log, () => clock.now());
  const jobs = createJobs({ database, clock, log: app.log });
  app.decorate('jobs', jobs);
  const workNotifier = createWorkNotifier({ db, clock, log: app.log, sender: deps.workNoticeSender, jobs });
  const notifier = deps.workNotifier ?? workNotifier;
  // Work items and their todos follow every logged move of their entities (issue 26).
  const workTodos = createWorkTodos({
    db,
    clock,
    log: app.log,
    jobs,
    sender: deps.workTodoSender,
    sources: WORK_ITEM_SOURCES,
    publicUrl: deps.publicUrl,
  });
  app.decorate('workTodos', workTodos);
  const deadlineReminders = createDeadlineReminders({
    db,
    clock,
    notifier,
    sources: WORK_ITEM_SOURCES,
    shares: deps.reminderShares ?? [50, 80],
  });
  jobs.register(deadlineReminders.job);
  app.decorate('deadlineReminders', deadlineReminders);
  const operationLog = createOperationLog({
    db,
    clock,
    bus,
    onChange: (entity, tx) => workTodos.touched(tx, entity.entityType, entity.entityId),
  });
  const accounts = createAccountRepository({ db });
  const context: AppContext = {
    db,
    engine: database.engine,
    clock,
    production,
    log: app.log,
    lifecycle: deps.lifecycle ?? createLifecycle(),
    metricsToken: deps.metricsToken,
    overload: deps.overload,
    exemptPaths: [...PROBE_PATHS, '/metrics'],
    poolStats: database.poolStats,
    jobStats: () => jobs.stats(),
    bus,
    operationLog,
    verification: createVerification({ db, clock, operationLog, notifier }),
    events: deps.warningEvents ?? createWarningEvents(bus, app.log),
    handledWarnings: createHandledWarnings(),
    fraudTypes: createFraudTypeDictionary({ db, clock, bus }),
    notifier,
    circleAlerts: createCircleAlerts({ db, clock, repository: createCircleRepository({ db }), notifier }),
    personKeyOf: createPersonKey(deps.personKeySecret ?? DEV_PERSON_KEY_SECRET, await readPersonKeyAlgorithm(db)),
    identity: createIdentityService({
      provider: deps.identityProvider ?? createDevelopmentProvider(),
      repository: createIdentityRepository({ db }),
      clock,
    }),
    sessions: createSessionService({
      repository: createSessionRepository({ db }),
      clock,
      bus,
      limits: deps.sessionLimits,
    }),
    accounts,
    accountCache: createAccountCache({ accounts, clock, bus }),
    smsSender: deps.smsSender ?? devInbox.sender,
    latestSms: devInbox.latest,
    loginRateLimit: deps.loginRateLimit ?? 30,
    transferApprovalMinutes: deps.transferApprovalMinutes,
    recontact: deps.recontact ?? DEFAULT_RECONTACT,
    mediaHosts: deps.mediaHosts ?? [DEMO_MEDIA_HOST],
    fileStorage: deps.fileStorage ?? createLocalFileStorage(deps.filesDir ?? 'data/files'),
    webDistDir: deps.webDistDir,
    jobs,
  };
  for (const module of modulesOf(production)) await module.register(app, context);
  // The runner starts once every module registered its jobs; on close running jobs finish or go back to the
  // queue — also a runner started by hand, and the connections of jobs run by hand.
  if (deps.runJobs ?? true) app.addHook('onReady', () => jobs.start({ schedules: deps.scheduleJobs ?? false }));
  app.addHook('onClose', () => jobs.stop());
  // Every cache and the warning events listen before the first request is answered.
  await bus.listening();
  return app;
}
