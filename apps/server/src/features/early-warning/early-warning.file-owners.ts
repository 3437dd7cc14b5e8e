import { eq } from 'drizzle-orm';
import { findAssignmentInScope } from '../../core/assignment/index.ts';
import type { FileOwnerRule } from '../file/index.ts';
import { warningFeedback } from './early-warning.table.ts';

/** A feedback's photos: whoever may see the warning's assignment the feedback was given on (the subtree rule). */
export const WARNING_FEEDBACK_FILES: FileOwnerRule = {
  type: 'warning_feedback',
  async maySee(db, caller, file) {
    const [feedback] = await db
      .select({ assignmentId: warningFeedback.assignmentId })
      .from(warningFeedback)
      .where(eq(warningFeedback.id, file.ownerId));
    return (
      feedback !== undefined && (await findAssignmentInScope(db, feedback.assignmentId, caller.orgPath)) !== undefined
    );
  },
};
