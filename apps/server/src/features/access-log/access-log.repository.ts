import { and, eq, sql } from 'drizzle-orm';
import { keysetRows, microsOf, type PageSlice } from '../../core/keyset-page.ts';
import type { Db } from '../../db/client.ts';
import { cooperationAccount, guardUser, oaAccount } from '../account/index.ts';
import { org } from '../org/index.ts';
import { accessLog } from './access-log.table.ts';

/** Reads of the access log (its service writes it). */
export function createAccessLogRepository({ db }: { db: Db }) {
  return {
    /** One page of a person's rows, newest first, with each viewer's name and organisation. */
    personPage(personKey: string, slice: PageSlice) {
      const order = { time: accessLog.createdAt, id: accessLog.id };
      return keysetRows(db, slice, { table: accessLog, order, where: eq(accessLog.personKey, personKey) }, (where) =>
        db
          .select({
            id: accessLog.id,
            createdAt: accessLog.createdAt,
            createdMicros: microsOf(accessLog.createdAt),
            actorType: accessLog.actorType,
            actorId: accessLog.actorId,
            actorName: sql<
              string | null
            >`coalesce(${oaAccount.displayName}, ${guardUser.name}, ${cooperationAccount.name})`,
            orgName: org.name,
            clientAddress: accessLog.clientAddress,
            action: accessLog.action,
            subjectType: accessLog.subjectType,
            result: accessLog.result,
          })
          .from(accessLog)
          .leftJoin(oaAccount, and(eq(accessLog.actorType, 'oa'), eq(oaAccount.id, accessLog.actorId)))
          .leftJoin(guardUser, and(eq(accessLog.actorType, 'guard'), eq(guardUser.id, accessLog.actorId)))
          .leftJoin(
            cooperationAccount,
            and(eq(accessLog.actorType, 'cooperation'), eq(cooperationAccount.id, accessLog.actorId)),
          )
          .leftJoin(org, eq(org.id, accessLog.orgId))
          .where(where)
          .$dynamic(),
      );
    },
  };
}
export type AccessLogRepository = ReturnType<typeof createAccessLogRepository>;
export type AccessLogPageRow = Awaited<ReturnType<AccessLogRepository['personPage']>>['rows'][number];
