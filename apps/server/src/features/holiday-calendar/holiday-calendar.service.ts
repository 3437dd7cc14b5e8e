import { HOLIDAY_KINDS, isCentre, type HolidayAddBody, type HolidayEntry, type HolidayKind } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { onCacheInvalidation } from '../../core/cache-invalidation.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import type { Principal } from '../../core/principal.ts';
import { installCalendarAmendments } from '../../core/working-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { HolidayCalendarRepository } from './holiday-calendar.repository.ts';
import type { HolidayCalendarRow } from './holiday-calendar.table.ts';

const ENTITY = 'holiday_calendar';

const present = (row: HolidayCalendarRow): HolidayEntry => ({
  day: row.day,
  kind: row.kind,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

/** Only the centre's oa staff keep the city's calendar. */
function assertCentreOa(caller: Principal): void {
  if (caller.loginType !== 'oa' || !isCentre(caller)) throw forbidden('仅市反诈中心可维护节假日安排');
}

/**
 * The centre's amendments to the published holiday calendar. Every deadline reads them from the
 * process's working calendar (core/working-days.ts): installed at start, after each change here,
 * and after a change in another process (the table's trigger announces it on the cluster bus).
 */
export function createHolidayCalendarService({
  db,
  clock,
  repository,
  operationLog,
  bus,
}: {
  db: Db;
  clock: Clock;
  repository: HolidayCalendarRepository;
  operationLog: OperationLog;
  bus?: ClusterBus;
}) {
  async function reload(): Promise<void> {
    installCalendarAmendments(await repository.list());
  }
  const reloadQuietly = () => void reload().catch(() => {});
  onCacheInvalidation(bus, 'holiday_calendar', reloadQuietly, reloadQuietly);

  async function logged(
    caller: Principal,
    day: string,
    change: (tx: Tx) => Promise<{ from?: HolidayKind; to?: HolidayKind; name?: string }>,
  ) {
    await db.transaction(async (tx) => {
      const { from, to, name } = await change(tx);
      // Nothing changed (a day without an entry removed): nothing to log.
      if (!from && !to) return;
      await operationLog.record(
        {
          actorType: caller.loginType,
          actorId: caller.id,
          orgId: caller.orgId,
          action: to ? `节假日安排：${HOLIDAY_KINDS[to]}` : '节假日安排：删除',
          entityType: ENTITY,
          entityId: day,
          fromState: from ?? null,
          toState: to ?? null,
          remark: name ?? null,
        },
        tx,
      );
    });
    await reload();
  }

  return {
    reload,
    async list(caller: Principal, query: { year?: number }): Promise<HolidayEntry[]> {
      assertCentreOa(caller);
      const { year } = query;
      const rows = await repository.list(year ? { from: `${year}-01-01`, to: `${year + 1}-01-01` } : undefined);
      return rows.map(present);
    },
    async add(caller: Principal, body: HolidayAddBody): Promise<HolidayEntry> {
      assertCentreOa(caller);
      let saved: HolidayCalendarRow | undefined;
      await logged(caller, body.day, async (tx) => {
        const before = await repository.find(body.day, tx);
        saved = await repository.put(
          {
            day: body.day,
            kind: body.kind,
            name: body.name,
            createdBy: caller.id,
            createdByName: caller.name,
            createdAt: clock.now(),
          },
          tx,
        );
        return { from: before?.kind, to: body.kind, name: body.name };
      });
      return present(saved!);
    },
    async remove(caller: Principal, day: string): Promise<{ removed: boolean }> {
      assertCentreOa(caller);
      let removed = false;
      await logged(caller, day, async (tx) => {
        const before = await repository.find(day, tx);
        removed = before ? await repository.remove(day, tx) : false;
        return removed ? { from: before?.kind, name: before?.name } : {};
      });
      return { removed };
    },
  };
}
export type HolidayCalendarService = ReturnType<typeof createHolidayCalendarService>;
