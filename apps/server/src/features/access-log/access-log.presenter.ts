import { ACCESS_LOG_ACTIONS, type AccessLogRecord } from '@afp/contract';
import type { AccessLogPageRow } from './access-log.repository.ts';

export const presentAccessLogRow = (row: AccessLogPageRow): AccessLogRecord => ({
  id: String(row.id),
  viewedAt: row.createdAt.toISOString(),
  actorType: row.actorType,
  actorName: row.actorName ?? row.actorId,
  orgName: row.orgName ?? '',
  clientAddress: row.clientAddress,
  action: row.action,
  actionLabel: ACCESS_LOG_ACTIONS[row.action] ?? row.action,
  subjectType: row.subjectType,
  result: row.result,
});
