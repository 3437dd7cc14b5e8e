import { z } from 'zod';

/**
 * One line of an item's timeline 办理记录 (who read, signed, fed back, urged, returned, approved):
 * what was done in words, by whom and in which organisation, when (an ISO instant, shown in China time).
 * Every detail page's timeline has this shape, so the web draws them with one component.
 */
export const timelineEntrySchema = z.object({
  action: z.string(),
  /** What it adds: a reason, a note; null when the action says it all. */
  remark: z.string().nullable(),
  /** The person who did it, when the log knows them (null for jobs and the system). */
  actorName: z.string().nullable(),
  actorOrgName: z.string().nullable(),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
