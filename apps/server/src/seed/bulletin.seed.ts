import { chinaPeriodOf } from '@afp/contract';
import { fakeClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { createBulletinIssue, createBulletinRepository } from '../features/bulletin/index.ts';
import { createFraudTypeDictionary } from '../features/early-warning/index.ts';
import { createSystemMail } from '../features/mail/index.ts';
import { createOperationLog } from '../features/operation-log/index.ts';
import { createCasePublicityOpener } from '../features/publicity/index.ts';

const WEEK_MS = 7 * 86_400_000;
/** Monday 08:05 China time: just after the bulletin falls due. */
const ISSUE_OFFSET_MS = (8 * 60 + 5) * 60_000;
/** How many past weeks of bulletins the demo city has. */
export const DEMO_BULLETIN_WEEKS = 4;

/**
 * The demo's 发案通报: the last few weeks' bulletins issued by the real job, each at its Monday
 * (its 公文 to every district and station, its cases' 一案一宣 tasks already opened by the seed);
 * the current week's only once its Monday 08:00 has passed. Run after the demo's warnings and mail
 * have committed: the job reads them and writes in its own transactions.
 */
export async function seedDemoBulletins(db: Db, now: Date): Promise<number> {
  const monday = chinaPeriodOf(now, 'week').from.getTime();
  let issued = 0;
  for (let weeksAgo = DEMO_BULLETIN_WEEKS - 1; weeksAgo >= 0; weeksAgo -= 1) {
    const at = new Date(monday - weeksAgo * WEEK_MS + ISSUE_OFFSET_MS);
    if (at > now) continue;
    const clock = fakeClock(at);
    const operationLog = createOperationLog({ db, clock });
    issued += await createBulletinIssue({
      db,
      clock,
      repository: createBulletinRepository({ db }),
      fraudTypes: createFraudTypeDictionary({ db, clock }),
      // The demo's notices of past weeks would be stale: the mail's receipts are what the demo shows.
      mail: createSystemMail({ db, clock, operationLog, notifier: { notify: async () => {} } }),
      openCasePublicity: createCasePublicityOpener({ db, clock, operationLog }),
    }).run();
  }
  return issued;
}
