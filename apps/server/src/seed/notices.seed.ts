import type { Db } from '../db/client.ts';
import { orgNotice } from '../db/schema.ts';
import { DEMO_COMMUNITY_ID, type DemoWarnings } from './early-warnings.seed.ts';

type NoticeInsert = typeof orgNotice.$inferInsert;

/** Notices the demo community would have received: its newest warnings waiting to be signed (消息通知). */
export function buildDemoNotices(data: Pick<DemoWarnings, 'warnings' | 'assignments'>, count = 5): NoticeInsert[] {
  const warningNo = new Map(data.warnings.map((warning) => [warning.id, warning.warningNo]));
  return data.assignments
    .filter((assignment) => assignment.orgId === DEMO_COMMUNITY_ID && assignment.state === 'PENDING_SIGN')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, count)
    .map((assignment) => ({
      id: `notice-${assignment.id}`,
      orgId: assignment.orgId,
      kind: 'new_warning' as const,
      warningId: assignment.warningId,
      assignmentId: assignment.id,
      message: `新预警 ${warningNo.get(assignment.warningId) ?? ''} 待签收`,
      createdAt: assignment.createdAt,
    }));
}

export async function insertDemoNotices(db: Db, data: Pick<DemoWarnings, 'warnings' | 'assignments'>): Promise<void> {
  const notices = buildDemoNotices(data);
  if (notices.length > 0) await db.insert(orgNotice).values(notices);
}
