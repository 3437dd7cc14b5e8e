import { and, count, eq, gte } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { currentClientAddress, markAudited } from '../../core/audit/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accessLog } from './access-log.table.ts';

export interface AccessEntry {
  actorType: string;
  actorId: string;
  orgId: string;
  /** e.g. `warning.view_whole`, `information.query`. */
  action: string;
  subjectType?: string | null;
  subjectId?: string | null;
  /** The keyed person key of whom it was about, where the subject has one (the centre's "who saw this person"). */
  personKey?: string | null;
  query?: string | null;
  /** `success` when absent; `refused` for an attempt that was turned away. */
  result?: 'success' | 'refused';
}

/** What was seen whole: the record, and the person it is about when the record has a person key. */
export interface ViewedSubject {
  type: string;
  id: string;
  personKey?: string | null;
}

/**
 * Who saw personal data whole and every information query (DESIGN §3). An audit chain (core/audit):
 * each row takes the request's client address and is sealed into the chain after the answer.
 */
export function createAccessLog({ db, clock }: { db: Db; clock: Clock }) {
  const record = async (entry: AccessEntry, tx: Db | Tx = db): Promise<void> => {
    await tx.insert(accessLog).values({ ...entry, clientAddress: currentClientAddress(), createdAt: clock.now() });
    markAudited();
  };
  return {
    record,
    /** The caller saw one record's personal data whole (`action`: e.g. `gullible.view_whole`). */
    async recordWholeView(
      caller: Pick<Principal, 'loginType' | 'id' | 'orgId'>,
      action: string,
      subject: ViewedSubject,
    ): Promise<void> {
      await record({
        actorType: caller.loginType,
        actorId: caller.id,
        orgId: caller.orgId,
        action,
        subjectType: subject.type,
        subjectId: subject.id,
        personKey: subject.personKey ?? null,
      });
    },
    /** How often an actor did `action` since a moment: per-user quotas (information query). */
    async countSince(actorId: string, action: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(accessLog)
        .where(and(eq(accessLog.actorId, actorId), eq(accessLog.action, action), gte(accessLog.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}
export type AccessLog = ReturnType<typeof createAccessLog>;
