import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  AUDIT_CHAINS,
  canonicalColumns,
  chainHash,
  tableOf,
  valuesOf,
  type AuditChainDefinition,
  type AuditChainName,
} from './chains.ts';

/** Where a chain is broken. Positions are the chain's sequence numbers (`seq`) and the rows' ids. */
export type AuditProblem =
  /** The row's content (or its hash) is not what was sealed: it was edited. */
  | { kind: 'altered'; chain: AuditChainName; seq: number; id: string }
  /** Sequence numbers `fromSeq`…`toSeq` are gone: rows deleted (before the row `beforeId`, or at the tail). */
  | { kind: 'missing'; chain: AuditChainName; fromSeq: number; toSeq: number; beforeId: string | null }
  /** The chain's recorded head does not match its last row (the head row was changed). */
  | { kind: 'head'; chain: AuditChainName; seq: number };

export interface AuditChainReport {
  chain: AuditChainName;
  /** Sealed rows checked (after the anchor). */
  checked: number;
  /** The first sequence number checked (rows before it were purged after their retention). */
  fromSeq: number;
  /** Rows written but not sealed yet (sealed within seconds, or by the minutely job). */
  unsealed: number;
}

export interface AuditVerification {
  ok: boolean;
  chains: AuditChainReport[];
  problems: AuditProblem[];
}

const PAGE = 5000;

async function verifyChain(db: Db, chain: AuditChainDefinition, problems: AuditProblem[]): Promise<AuditChainReport> {
  const heads = await db.execute<{ head_seq: string; head_hash: string; anchor_seq: string; anchor_hash: string }>(
    sql`select head_seq::text, head_hash, anchor_seq::text, anchor_hash from audit_chain where chain = ${chain.name}`,
  );
  const head = heads.rows[0];
  if (!head) throw new Error(`audit chain ${chain.name} has no head row`);
  const headSeq = Number(head.head_seq);
  const anchorSeq = Number(head.anchor_seq);
  let expected = anchorSeq + 1;
  let previous = head.anchor_hash;
  let checked = 0;
  for (;;) {
    const page = await db.execute<Record<string, string | null>>(
      // Ordered by the bigint column: an output column named seq (text) would order 1, 10, 100, 2 …
      sql`select seq::text as seq_text, hash, ${canonicalColumns(chain)} from ${tableOf(chain)}
          where seq >= ${expected} order by seq limit ${PAGE}`,
    );
    for (const row of page.rows) {
      const seq = Number(row.seq_text);
      const values = valuesOf(chain, row);
      if (seq > expected) {
        problems.push({ kind: 'missing', chain: chain.name, fromSeq: expected, toSeq: seq - 1, beforeId: values[0]! });
      } else if (chainHash(previous, chain.name, seq, values) !== row.hash) {
        problems.push({ kind: 'altered', chain: chain.name, seq, id: values[0]! });
      }
      // Each row is checked against its predecessor's stored hash: one edit names one row.
      previous = row.hash ?? '';
      expected = seq + 1;
      checked += 1;
    }
    if (page.rows.length < PAGE) break;
  }
  if (expected - 1 < headSeq) {
    problems.push({ kind: 'missing', chain: chain.name, fromSeq: expected, toSeq: headSeq, beforeId: null });
  } else if (expected - 1 > headSeq || previous !== head.head_hash) {
    problems.push({ kind: 'head', chain: chain.name, seq: headSeq });
  }
  const [unsealed] = (
    await db.execute<{ n: string }>(sql`select count(*)::text as n from ${tableOf(chain)} where seq is null`)
  ).rows;
  return { chain: chain.name, checked, fromSeq: anchorSeq + 1, unsealed: Number(unsealed?.n ?? 0) };
}

/** Walks every chain from its anchor to its head; names each edited row and each gap. */
export async function verifyAuditChains(db: Db): Promise<AuditVerification> {
  const problems: AuditProblem[] = [];
  const chains: AuditChainReport[] = [];
  for (const chain of AUDIT_CHAINS) chains.push(await verifyChain(db, chain, problems));
  return { ok: problems.length === 0, chains, problems };
}

/** One line per problem for the operator (`npm run audit:verify` prints these). */
export function describeProblem(problem: AuditProblem): string {
  switch (problem.kind) {
    case 'altered':
      return `${problem.chain}: row seq ${problem.seq} (id ${problem.id}) was altered after it was sealed`;
    case 'missing':
      return problem.fromSeq === problem.toSeq
        ? `${problem.chain}: row seq ${problem.fromSeq} is missing (deleted)${problem.beforeId ? `, before id ${problem.beforeId}` : ' at the tail'}`
        : `${problem.chain}: rows seq ${problem.fromSeq}–${problem.toSeq} are missing (deleted)${problem.beforeId ? `, before id ${problem.beforeId}` : ' at the tail'}`;
    case 'head':
      return `${problem.chain}: the recorded head (seq ${problem.seq}) does not match the last row`;
  }
}
