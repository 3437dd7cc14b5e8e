import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The audit trail is two tables, each one hash chain: `operation_log` (every change of state) and
 * `access_log` (every whole view of personal data, every information query). A row is written
 * unsealed (`seq`, `hash` null) inside the business transaction; the sealer (`seal.ts`) later gives
 * committed rows, in the order it finds them, the next sequence number and
 *
 *   hash = hex(SM3(previous hash ‖ canonical(row)))
 *
 * where the previous hash is the hash of the row with `seq - 1` (64 zeros before the first row, or
 * the chain's anchor after a purge) and `canonical(row)` is the JSON text of the array
 *
 *   [chain, seq, …the chain's columns in the order below]
 *
 * each column read by PostgreSQL as text (`id` in decimal, `created_at` as
 * `YYYY-MM-DDTHH:MI:SS.ffffffZ` in UTC with microseconds, null as null), so the serialisation does not
 * depend on the driver, the engine or the process's time zone. JSON.stringify of strings and numbers
 * in an array is deterministic (no key order involved).
 */
export type AuditChainName = 'operation_log' | 'access_log';

export interface AuditChainDefinition {
  name: AuditChainName;
  /** Hashed columns after `id` and `created_at`, in canonical order (never reorder: old hashes depend on it). */
  columns: readonly string[];
  /** Kept at least this long (the migration's trigger refuses deleting younger rows, by the database's clock). */
  retentionDays: number;
}

/**
 * Operation rows: the law asks at least 183 days (GB/T 22239-2019 8.1.3.5 / 网络安全法 §21: six months, the
 * database's own floor, migration 0035), but the operation log is also the business history — a warning's
 * timeline, the 驳回 filter of the lists and overview — so it is kept as long as the views: 3 years.
 */
export const OPERATION_RETENTION_DAYS = 1096;
/** Views of personal data at least 3 years (PIPL Art. 55–56: the impact assessment's records, 3 years). */
export const ACCESS_RETENTION_DAYS = 1096;

export const AUDIT_CHAINS: readonly AuditChainDefinition[] = [
  {
    name: 'operation_log',
    columns: [
      'actor_type',
      'actor_id',
      'org_id',
      'client_address',
      'action',
      'entity_type',
      'entity_id',
      'from_state',
      'to_state',
      'remark',
      'result',
    ],
    retentionDays: OPERATION_RETENTION_DAYS,
  },
  {
    name: 'access_log',
    columns: [
      'actor_type',
      'actor_id',
      'org_id',
      'client_address',
      'action',
      'subject_type',
      'subject_id',
      'person_key',
      'query',
      'result',
    ],
    retentionDays: ACCESS_RETENTION_DAYS,
  },
];

/** The hash before a chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** A row as the chain hashes it: every hashed column as PostgreSQL's text (null stays null). */
export interface CanonicalRow {
  seq: number | null;
  hash: string | null;
  values: (string | null)[];
}

const HASHED_TIME = sql.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The select list of a chain's hashed columns, each as text: `id`, `created_at`, then `columns`. */
export const canonicalColumns = (chain: AuditChainDefinition): SQL =>
  sql.join(
    [sql`id::text`, HASHED_TIME, ...chain.columns.map((column) => sql.raw(`${column}::text`))].map(
      (part, index) => sql`${part} as ${sql.raw(`c${index}`)}`,
    ),
    sql`, `,
  );

/** The canonical values of a row read with `canonicalColumns`. */
export const valuesOf = (chain: AuditChainDefinition, row: Record<string, unknown>): (string | null)[] =>
  Array.from({ length: chain.columns.length + 2 }, (_, index) => (row[`c${index}`] as string | null) ?? null);

/** SM3 over the previous hash and the canonical JSON of the row at `seq`. */
export function chainHash(previous: string, chain: AuditChainName, seq: number, values: (string | null)[]): string {
  return createHash('sm3')
    .update(previous)
    .update(JSON.stringify([chain, seq, ...values]))
    .digest('hex');
}

export const chainNamed = (name: AuditChainName): AuditChainDefinition =>
  AUDIT_CHAINS.find((chain) => chain.name === name)!;

export const tableOf = (chain: AuditChainDefinition): SQL => sql.raw(chain.name);
