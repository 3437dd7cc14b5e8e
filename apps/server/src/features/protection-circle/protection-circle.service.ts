import { and, asc, eq } from 'drizzle-orm';
import type { ProtectionCircleMember } from '@afp/contract';
import { seesWarningWhole, visibleAssignment } from '../../core/assignment/index.ts';
import { maskPhone } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { protectionCircleMember } from './protection-circle.table.ts';

/** Protection circles 守护圈: the people a guard may contact as 亲友 in a warning feedback. */
export function createProtectionCircleService({ db }: { db: Db }) {
  return {
    /** ACTIVE members of the circle of a warning's person; phones whole only for the current holder and centre. */
    async membersForWarning(caller: Principal, assignmentId: string): Promise<ProtectionCircleMember[]> {
      const assignment = await visibleAssignment(db, caller, assignmentId);
      const whole = await seesWarningWhole(db, caller, assignment.warningId);
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
