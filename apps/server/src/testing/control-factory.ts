import { CONTROL_VISIT_INTERVAL_DAYS, type ControlLevel } from '@afp/contract';
import type { Db } from '../db/client.ts';
import { controlledPerson, controlTask } from '../db/schema.ts';
import { newId } from '../secrets.ts';

const DAY = 86_400_000;

/** A visit body of the people-control feedback form (add `taskId`, `version`). */
export const CONTROL_VISIT = {
  method: 'FACE',
  result: 'FOUND',
  location: { address: '湖滨花园社区3幢', latitude: 30.1, longitude: 120.2 },
  content: '本人在家，已开展反诈教育。',
};

/** A controlled person of `org` (in `guardId`'s charge) whose current task is PENDING and due `dueInDays` after `now`. */
export async function createControlledPerson(
  db: Db,
  now: Date,
  org: { id: string; path: string },
  {
    level = 'HIGH',
    dueInDays = 3,
    name = '测试人员',
    guardId = null,
  }: { level?: ControlLevel; dueInDays?: number; name?: string; guardId?: string | null } = {},
) {
  const personId = newId();
  const taskId = newId();
  const dueAt = new Date(now.getTime() + dueInDays * DAY);
  const periodStart = new Date(dueAt.getTime() - CONTROL_VISIT_INTERVAL_DAYS[level] * DAY);
  await db.insert(controlTask).values({
    id: taskId,
    personId,
    orgId: org.id,
    orgPath: org.path,
    state: 'PENDING',
    periodStart,
    dueAt,
    createdAt: periodStart,
  });
  await db.insert(controlledPerson).values({
    id: personId,
    name,
    idNumber: '110101199003071234',
    phone: '13912345678',
    idNumberMasked: '110***********1234',
    phoneMasked: '139****5678',
    label: 'CARD_TRADE',
    level,
    state: 'IN_CONTROL',
    orgId: org.id,
    orgPath: org.path,
    guardId,
    currentTaskId: taskId,
    nextDueAt: dueAt,
    taskState: 'PENDING',
    createdAt: periodStart,
    updatedAt: periodStart,
  });
  return { personId, taskId };
}
