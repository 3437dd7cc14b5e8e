import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createMailSenderService } from './mail-sender.service.ts';
import { createMailViews } from './mail-views.ts';
import { createMailRepository } from './mail.repository.ts';
import { mailReceipt } from './mail.table.ts';

/**
 * Mail another feature sends without a caller (the weekly case bulletin): `send(tx, …)` numbers and
 * delivers it inside that feature's transaction; `targetOrgs()` the organisations it may go to.
 */
export function createSystemMail(deps: { db: Db; clock: Clock; operationLog: OperationLog; notifier: WorkNotifier }) {
  const repository = createMailRepository({ db: deps.db });
  const views = createMailViews({ db: deps.db, repository, clock: deps.clock });
  const sender = createMailSenderService({ ...deps, repository, views });
  return {
    send: (...args: Parameters<typeof sender.sendBySystem>) => sender.sendBySystem(...args),
    targetOrgs: () => repository.targetOrgs(),
  };
}
export type SystemMail = ReturnType<typeof createSystemMail>;

/** SQL: the mail in `mailId` reached `orgId` (it holds a receipt of it) — what a district reads of a system mail. */
export const mailReceivedBy = (mailId: SQLWrapper, orgId: string): SQL =>
  sql`exists (select 1 from ${mailReceipt} where ${mailReceipt.mailId} = ${mailId} and ${mailReceipt.orgId} = ${orgId})`;
