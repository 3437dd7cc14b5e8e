import type { Db } from '../../db/client.ts';
import { sha256 } from '../../secrets.ts';
import { createIntakeRepository } from './intake.repository.ts';

/** The upstream platform's client, keyed by INTAKE_KEY from the environment (stored hashed). */
export const UPSTREAM_INTAKE_CLIENT = { id: 'intake-upstream', name: '上游预警平台' } as const;

export async function putUpstreamIntakeKey(db: Db, key: string): Promise<void> {
  await createIntakeRepository({ db }).putClient({ ...UPSTREAM_INTAKE_CLIENT, keyHash: sha256(key) });
}
