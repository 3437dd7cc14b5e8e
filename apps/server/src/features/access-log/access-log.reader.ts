import {
  isCentre,
  type AccessLogRecord,
  type ACCESS_LOG_ENDPOINTS,
  type Page,
  type ParsedQueryOf,
} from '@afp/contract';
import { decodeCursor, keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { presentAccessLogRow } from './access-log.presenter.ts';
import type { AccessLogRepository } from './access-log.repository.ts';
import type { AccessLog } from './access-log.service.ts';

type PersonQuery = ParsedQueryOf<typeof ACCESS_LOG_ENDPOINTS.person>;

/** The action of a read of the access log (itself in the access log). */
export const ACCESS_LOG_READ = 'access_log.read';

/** The centre's reading of the access log: "who saw this person's data" (PIPL Art. 55–57). */
export function createAccessLogReader({
  repository,
  accessLog,
}: {
  repository: AccessLogRepository;
  accessLog: AccessLog;
}) {
  return {
    /**
     * Centre oa staff only (403 for anyone else). Each page read is logged first, as a read of the
     * log about that person (subject `access_log`, the person key as its id): it is in the audit
     * trail, but not in the person's own list, which names those who saw the person's data.
     */
    async personPage(caller: Principal, query: PersonQuery): Promise<Page<AccessLogRecord>> {
      if (!isCentre(caller)) throw forbidden('仅市反诈中心工作人员可查看访问记录');
      // The log's ids are numbers (bigserial): a cursor naming another id is forged, not a 500 in SQL.
      if (!/^\d{1,18}$/.test(decodeCursor(query.cursor)?.id ?? '0'))
        throw badRequest('参数 cursor 错误：游标无效', undefined, 'cursor');
      await accessLog.record({
        actorType: caller.loginType,
        actorId: caller.id,
        orgId: caller.orgId,
        action: ACCESS_LOG_READ,
        subjectType: 'access_log',
        subjectId: query.personKey,
      });
      return keysetPage(query, (slice) => repository.personPage(query.personKey, slice), {
        positionOf: (row) => ({ micros: row.createdMicros, id: String(row.id) }),
        present: (pageRows) => pageRows.map(presentAccessLogRow),
      });
    },
  };
}
export type AccessLogReader = ReturnType<typeof createAccessLogReader>;
