import type { Db } from '../db/client.ts';
import type { PersonKeyAlgorithm } from './personal-data.ts';
import { personKeyScheme } from './person-key-scheme.table.ts';

/**
 * The algorithm of this database's person keys and search hashes: recorded by the migration that
 * introduced it (HMAC-SM3 on an empty database, HMAC-SHA256 on one already holding persons); an
 * absent row (never, after migrations) counts as HMAC-SM3.
 */
export async function readPersonKeyAlgorithm(db: Db): Promise<PersonKeyAlgorithm> {
  const [row] = await db.select({ algorithm: personKeyScheme.algorithm }).from(personKeyScheme).limit(1);
  return row?.algorithm ?? 'hmac-sm3';
}
