import type { Db } from '../db/client.ts';
import { intakeClient } from '../db/schema.ts';
import { sha256 } from '../secrets.ts';

/** The development upstream client; its key is public, so it must never be seeded in production. */
export const DEV_INTAKE_KEY = 'dev-intake-key';

export async function seedIntakeClients(db: Db): Promise<void> {
  await db
    .insert(intakeClient)
    .values({ id: 'intake-dev', name: '开发环境推送', keyHash: sha256(DEV_INTAKE_KEY), enabled: true })
    .onConflictDoNothing();
}
