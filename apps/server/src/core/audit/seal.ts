import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AUDIT_CHAINS, canonicalColumns, chainHash, tableOf, valuesOf, type AuditChainDefinition } from './chains.ts';

const BATCH = 2000;

/**
 * Seals one batch of a chain's committed, unsealed rows; answers how many. The chain's row in
 * `audit_chain` is locked for the batch (`FOR UPDATE`), so sealers of every process take turns and
 * the chain stays linear; business transactions never wait for it (they insert unsealed rows and
 * take no chain lock: no new deadlock, no serialised commits). A row committed after this batch read
 * the table is sealed by the next one — the chain's order is the order rows were sealed in.
 */
async function sealBatch(db: Db, chain: AuditChainDefinition): Promise<number> {
  return db.transaction(async (tx) => {
    const heads = await tx.execute<{ head_seq: string; head_hash: string }>(
      sql`select head_seq::text, head_hash from audit_chain where chain = ${chain.name} for update`,
    );
    const head = heads.rows[0];
    if (!head) throw new Error(`audit chain ${chain.name} has no head row (migration missing?)`);
    const unsealed = await tx.execute<Record<string, string | null>>(
      sql`select ${canonicalColumns(chain)} from ${tableOf(chain)} where seq is null order by id limit ${BATCH}`,
    );
    if (unsealed.rows.length === 0) return 0;
    let seq = Number(head.head_seq);
    let hash = head.head_hash;
    const seals = unsealed.rows.map((row) => {
      const values = valuesOf(chain, row);
      seq += 1;
      hash = chainHash(hash, chain.name, seq, values);
      return { id: values[0], seq, hash };
    });
    await tx.execute(
      sql`update ${tableOf(chain)} t set seq = s.seq, hash = s.hash
          from json_to_recordset(${JSON.stringify(seals)}::json) as s(id bigint, seq bigint, hash text)
          where t.id = s.id and t.seq is null`,
    );
    await tx.execute(
      sql`update audit_chain set head_seq = ${seq}, head_hash = ${hash}, sealed_at = now() where chain = ${chain.name}`,
    );
    return seals.length;
  });
}

/** Seals every committed row of one chain; answers how many. */
export async function sealChain(db: Db, chain: AuditChainDefinition): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await sealBatch(db, chain);
    total += sealed;
    if (sealed < BATCH) return total;
  }
}

/** Seals every committed row of every chain (the minutely job, after a request that audited, after seeding). */
export async function sealAuditChains(db: Db): Promise<number> {
  let total = 0;
  for (const chain of AUDIT_CHAINS) total += await sealChain(db, chain);
  return total;
}

/** Each chain's head (last sealed sequence number and hash): logged every minute as an outside copy. */
export async function chainHeads(db: Db): Promise<{ chain: string; seq: number; hash: string }[]> {
  const heads = await db.execute<{ chain: string; head_seq: string; head_hash: string }>(
    sql`select chain, head_seq::text, head_hash from audit_chain order by chain`,
  );
  return heads.rows.map((row) => ({ chain: row.chain, seq: Number(row.head_seq), hash: row.head_hash }));
}
