import { isInSubtree } from '@afp/contract';
import { eq } from 'drizzle-orm';
import type { FileOwnerRule } from '../file/index.ts';
import { controlVisit } from './people-control.table.ts';

/** A visit's photos and 承诺书: whoever may see the controlled person the visit was about (the subtree rule). */
export const CONTROL_VISIT_FILES: FileOwnerRule = {
  type: 'control_feedback',
  async maySee(db, caller, file) {
    const [visit] = await db
      .select({ orgPath: controlVisit.orgPath })
      .from(controlVisit)
      .where(eq(controlVisit.id, file.ownerId));
    return visit !== undefined && isInSubtree(visit.orgPath, caller.orgPath);
  },
};
