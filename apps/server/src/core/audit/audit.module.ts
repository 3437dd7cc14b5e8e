import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { OperationLog } from '../../features/operation-log/index.ts';
import { defineJob, everyMinuteSweep, type Jobs } from '../jobs/index.ts';
import { defineModule } from '../module.ts';
import { purgeExpiredAudit, type RecordPurge } from './purge.ts';
import { runInAuditRequest, type AuditRequest } from './request-context.ts';
import { chainHeads, sealAuditChains } from './seal.ts';
import { createAuditSealer } from './sealer.ts';

export interface AuditContext {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  operationLog: OperationLog;
}

/** The purge's own row in the operation log: which rows of which chain went, and the anchor left. */
export const recordPurgeIn =
  (operationLog: Pick<OperationLog, 'record'>): RecordPurge =>
  (tx, purge) =>
    operationLog.record(
      {
        actorType: 'system',
        actorId: 'audit-purge',
        orgId: null,
        action: 'audit.purge',
        entityType: 'audit_chain',
        entityId: purge.chain,
        remark: `保存期满删除第 ${purge.fromSeq}–${purge.toSeq} 条（共 ${purge.rows} 条，${purge.cutoff.toISOString()} 之前），锚点 ${purge.anchorHash}`,
      },
      tx,
    );

/** The retention purge job (every 30 minutes, once across processes); `run` for tests. */
export function auditPurgeJob(deps: { db: Db; clock: Clock; operationLog: Pick<OperationLog, 'record'> }) {
  const run = () => purgeExpiredAudit({ db: deps.db, clock: deps.clock, record: recordPurgeIn(deps.operationLog) });
  return {
    run,
    job: defineJob({ name: 'audit.purge', payload: z.object({}), everyMinutes: 30, maxAttempts: 1, handle: run }),
  };
}

/**
 * The audit trail's per-request part and its jobs: every request runs in an audit context (its
 * client address for the rows it writes); a request that wrote audit rows asks for a seal once it
 * has answered; the minutely seal catches everything else (jobs, the seed, other writers); the
 * retention purge runs every 30 minutes. Registered first, so its hook wraps every other one.
 */
export const auditModule = defineModule<AuditContext>({
  name: 'audit',
  register(app, { db, clock, jobs, operationLog }) {
    const sealer = createAuditSealer({ db, log: app.log });
    const requests = new WeakMap<FastifyRequest, AuditRequest>();
    app.addHook('onRequest', (request, _reply, done) => {
      const audit: AuditRequest = { clientAddress: request.ip, audited: false };
      requests.set(request, audit);
      runInAuditRequest(audit, done);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      if (requests.get(request)?.audited) sealer.soon();
      done();
    });
    app.addHook('onClose', () => sealer.close());
    // The heads go to the log every minute: a copy outside the database, so even a superuser who
    // rewrote a chain and its head could be caught against the log archive.
    const sealAndLog = async () => {
      const sealed = await sealAuditChains(db);
      app.log.info({ auditHeads: await chainHeads(db), sealed }, 'audit chain heads');
      return sealed;
    };
    jobs.register(everyMinuteSweep('audit.seal', sealAndLog).job, auditPurgeJob({ db, clock, operationLog }).job);
  },
});
