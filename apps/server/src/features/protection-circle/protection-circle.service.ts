import { and, asc, eq } from 'drizzle-orm';
import type { ProtectionCircleMember } from '@afp/contract';
import type { Db } from '../../db/client.ts';
import { isEntitledToWhole, type Viewer } from '../early-warning/early-warning-page.rules.ts';
import { maskPhone } from '../early-warning/early-warning.rules.ts';
import { protectionCircleMember } from './protection-circle.table.ts';

/** Finds an assignment the caller may see (404 otherwise): the early-warning scoping rule. */
type FindVisible = (viewer: Viewer, assignmentId: string) => Promise<{ orgId: string; personKey: string }>;

/** Protection circles 守护圈: the people a guard may contact as 亲友 in a warning feedback. */
export function createProtectionCircleService({ db, findVisible }: { db: Db; findVisible: FindVisible }) {
  return {
    /** ACTIVE members of the circle of a warning's person; phones whole only for the holding org and centre. */
    async membersForWarning(viewer: Viewer, assignmentId: string): Promise<ProtectionCircleMember[]> {
      const assignment = await findVisible(viewer, assignmentId);
      const whole = isEntitledToWhole(viewer, assignment.orgId);
      const rows = await db
        .select()
        .from(protectionCircleMember)
        .where(
          and(
            eq(protectionCircleMember.ownerPersonKey, assignment.personKey),
            eq(protectionCircleMember.status, 'ACTIVE'),
          ),
        )
        .orderBy(asc(protectionCircleMember.createdAt), asc(protectionCircleMember.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        phone: whole ? row.phone : maskPhone(row.phone),
        relation: row.relation,
        role: row.role,
      }));
    },
  };
}
export type ProtectionCircleService = ReturnType<typeof createProtectionCircleService>;
