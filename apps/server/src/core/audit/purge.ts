import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AUDIT_CHAINS, tableOf, type AuditChainDefinition, type AuditChainName } from './chains.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 5000;

/** What one purge removed from a chain: sequence numbers `fromSeq`…`toSeq`, the last one's hash now the anchor. */
export interface AuditPurge {
  chain: AuditChainName;
  fromSeq: number;
  toSeq: number;
  rows: number;
  anchorHash: string;
  cutoff: Date;
}

/** Writes the purge into the audit trail, in the purge's own transaction (it commits with the deletion or not at all). */
export type RecordPurge = (tx: Tx, purge: AuditPurge) => Promise<void>;

/**
 * Deletes one batch of a chain's oldest rows past retention: only a prefix of the chain (the rows
 * after the anchor, in sequence, up to the first one still kept), only sealed rows, and the anchor
 * moves to the last deleted row's hash so the rest still verifies. The database's trigger lets a
 * DELETE through only with `afp.audit_purge` set in the transaction and only for rows older than
 * the chain's retention by the database's own clock — this function is the one place that sets it.
 */
async function purgeBatch(db: Db, chain: AuditChainDefinition, cutoff: Date, record: RecordPurge) {
  return db.transaction(async (tx) => {
    const heads = await tx.execute<{ anchor_seq: string }>(
      sql`select anchor_seq::text from audit_chain where chain = ${chain.name} for update`,
    );
    const anchorSeq = Number(heads.rows[0]?.anchor_seq ?? 0);
    const oldest = await tx.execute<{ seq_text: string; hash: string; expired: boolean }>(
      sql`select seq::text as seq_text, hash, created_at < ${cutoff.toISOString()}::timestamptz as expired
          from ${tableOf(chain)} where seq > ${anchorSeq} order by seq limit ${BATCH}`,
    );
    // The prefix to delete ends at the first row still kept — or at a gap, which verification must
    // go on reporting rather than a purge hiding it.
    const expired: typeof oldest.rows = [];
    for (const row of oldest.rows) {
      if (!row.expired || Number(row.seq_text) !== anchorSeq + 1 + expired.length) break;
      expired.push(row);
    }
    const last = expired.at(-1);
    if (!last) return undefined;
    const toSeq = Number(last.seq_text);
    await tx.execute(sql`select set_config('afp.audit_purge', 'on', true)`);
    await tx.execute(sql`delete from ${tableOf(chain)} where seq > ${anchorSeq} and seq <= ${toSeq}`);
    await tx.execute(sql`select set_config('afp.audit_purge', 'off', true)`);
    await tx.execute(
      sql`update audit_chain set anchor_seq = ${toSeq}, anchor_hash = ${last.hash}, purged_at = now() where chain = ${chain.name}`,
    );
    const purge: AuditPurge = {
      chain: chain.name,
      fromSeq: anchorSeq + 1,
      toSeq,
      rows: expired.length,
      anchorHash: last.hash,
      cutoff,
    };
    await record(tx, purge);
    return purge;
  });
}

/**
 * The retention purge (a periodic job): every chain's rows older than its retention by the app's
 * clock, oldest first, each batch audited. Answers what was purged.
 */
export async function purgeExpiredAudit(deps: { db: Db; clock: Clock; record: RecordPurge }): Promise<AuditPurge[]> {
  const purged: AuditPurge[] = [];
  for (const chain of AUDIT_CHAINS) {
    const cutoff = new Date(deps.clock.now().getTime() - chain.retentionDays * DAY_MS);
    for (;;) {
      const purge = await purgeBatch(deps.db, chain, cutoff, deps.record);
      if (!purge) break;
      purged.push(purge);
      if (purge.rows < BATCH) break;
    }
  }
  return purged;
}
