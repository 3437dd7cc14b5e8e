// The tamper-evident audit trail over the operation log and the access log: canonical rows and their
// SM3 chain (chains.ts), sealing (seal.ts, sealer.ts), verification (verify.ts, `npm run audit:verify`),
// the retention purge (purge.ts) and the request's client address (request-context.ts).
export { auditChain } from './audit-chain.table.ts';
export {
  ACCESS_RETENTION_DAYS,
  AUDIT_CHAINS,
  chainHash,
  GENESIS_HASH,
  OPERATION_RETENTION_DAYS,
  type AuditChainName,
} from './chains.ts';
export { auditModule, auditPurgeJob, recordPurgeIn, type AuditContext } from './audit.module.ts';
export { purgeExpiredAudit, type AuditPurge } from './purge.ts';
export { currentClientAddress, markAudited } from './request-context.ts';
export { chainHeads, sealAuditChains, sealChain } from './seal.ts';
export { describeProblem, verifyAuditChains, type AuditProblem, type AuditVerification } from './verify.ts';
