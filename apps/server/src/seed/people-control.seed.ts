import {
  CONTROL_LABELS,
  CONTROL_VISIT_INTERVAL_DAYS,
  CONTROL_VISIT_METHODS,
  GUARD_ROLE,
  keysOf,
  type ControlLevel,
  type ControlTaskState,
} from '@afp/contract';
import type { Db } from '../db/client.ts';
import { maskIdNumber, maskPhone } from '../core/personal-data.ts';
import { controlVisit, controlledPerson, controlTask } from '../db/schema.ts';
import {
  bulkInsert,
  DEMO_COMMUNITY_ID,
  demoIdNumber,
  demoPhone,
  seededUuid,
  type SeedGuard,
  type SeedOrg,
} from './early-warnings.seed.ts';
import { personName, seededRandom, type SeededRandom } from './random.ts';

type PersonInsert = typeof controlledPerson.$inferInsert;
type TaskInsert = typeof controlTask.$inferInsert;
type VisitInsert = typeof controlVisit.$inferInsert;

const DAY_MS = 86_400_000;
const LABELS = keysOf(CONTROL_LABELS);
const METHODS = keysOf(CONTROL_VISIT_METHODS);
/** The demo community gets this many persons first, so guard 13800000002 has every kind of task. */
const DEMO_COMMUNITY_PERSONS = 12;
const VISIT_NOTES = [
  '本人在家，已开展反诈教育，告知其不得出租出借银行卡和电话卡。',
  '电话联系本人，表示近期在外务工，已再次告知管控要求。',
  '走访其家属，家属表示本人近期表现正常，已留存联系方式。',
  '本人签署承诺书，承诺不参与帮信、两卡违法活动。',
];

export interface DemoControl {
  persons: PersonInsert[];
  tasks: TaskInsert[];
  visits: VisitInsert[];
}

/** The current task's state by the person's place in the list: most wait, some overdue, some in review. */
function currentStateOf(random: SeededRandom, index: number): { state: ControlTaskState; overdue: boolean } {
  const roll = index < DEMO_COMMUNITY_PERSONS ? (index % 6) / 6 : random.next();
  if (roll < 0.2) return { state: 'PENDING', overdue: true };
  if (roll < 0.34) return { state: 'SUBMITTED', overdue: false };
  if (roll < 0.42) return { state: 'RETURNED', overdue: false };
  return { state: 'PENDING', overdue: false };
}

/**
 * Controlled persons 重点人员 spread over the communities, each with a responsible guard of the
 * community, approved visits of earlier periods and a current task (overdue, due soon, in review,
 * returned) placed around `now`. Deterministic: seeded random, no clock reads.
 */
export function buildDemoControl(options: {
  orgs: SeedOrg[];
  guards: SeedGuard[];
  count: number;
  now: Date;
}): DemoControl {
  const random = seededRandom(43);
  const now = options.now.getTime();
  const communities = options.orgs.filter((o) => o.kind === 'community');
  const demoCommunity = communities.find((o) => o.id === DEMO_COMMUNITY_ID) ?? communities[0];
  const guardsOf = (orgId: string) =>
    options.guards.filter((g) => g.orgId === orgId && g.roleType <= GUARD_ROLE.teamAdmin);
  const out: DemoControl = { persons: [], tasks: [], visits: [] };

  for (let i = 0; i < options.count; i += 1) {
    const home = i < DEMO_COMMUNITY_PERSONS && demoCommunity ? demoCommunity : random.pick(communities);
    const guards = guardsOf(home.id);
    const guard = guards.length > 0 ? random.pick(guards) : undefined;
    const level: ControlLevel = random.next() < 0.3 ? 'HIGH' : random.next() < 0.6 ? 'MEDIUM' : 'LOW';
    const intervalMs = CONTROL_VISIT_INTERVAL_DAYS[level] * DAY_MS;
    const male = random.next() < 0.7;
    const personId = seededUuid(random);
    const { state, overdue } = currentStateOf(random, i);
    // The current period: overdue ones are due in the past, others within their interval.
    const dueAt = overdue
      ? now - random.int(1, 20) * DAY_MS
      : now + random.int(1, Math.max(1, intervalMs / DAY_MS)) * DAY_MS;
    const periodStart = dueAt - intervalMs;
    const pastPeriods = random.int(0, 3);
    let missed = 0;
    for (let k = pastPeriods; k >= 1; k -= 1) {
      const start = periodStart - k * intervalMs;
      const late = random.next() < 0.15;
      if (late) missed += 1;
      const visitedAt = start + intervalMs + (late ? 2 : -random.int(1, 3)) * DAY_MS;
      const taskId = seededUuid(random);
      out.tasks.push(task(taskId, personId, home, 'APPROVED', start, start + intervalMs, visitedAt + DAY_MS));
      out.visits.push(visit(random, taskId, personId, home, guard, visitedAt, 'APPROVED', late));
    }
    const currentTaskId = seededUuid(random);
    out.tasks.push({
      ...task(currentTaskId, personId, home, state, periodStart, dueAt, null),
      returnReason: state === 'RETURNED' ? '照片不清晰，请补充现场照片后重新提交' : null,
    });
    if (state !== 'PENDING') {
      const visitedAt = Math.min(now - DAY_MS, dueAt - DAY_MS);
      out.visits.push(
        visit(
          random,
          currentTaskId,
          personId,
          home,
          guard,
          visitedAt,
          state === 'RETURNED' ? 'RETURNED' : 'SUBMITTED',
          false,
        ),
      );
    }
    const lastVisit = out.visits.filter((f) => f.personId === personId).at(-1)?.submittedAt ?? null;
    out.persons.push({
      id: personId,
      name: personName(random),
      idNumber: demoIdNumber(random, Number(/^org-d(\d+)/.exec(home.id)?.[1] ?? 1) - 1, random.int(1965, 2003), male),
      phone: demoPhone(random),
      address: `${home.name}${random.int(1, 40)}幢${random.int(1, 6)}单元${random.int(101, 1802)}室`,
      label: random.pick(LABELS),
      level,
      state: random.next() < 0.05 ? 'LOST_CONTACT' : 'IN_CONTROL',
      orgId: home.id,
      orgPath: home.path,
      guardId: guard?.id ?? null,
      currentTaskId,
      nextDueAt: new Date(dueAt),
      taskState: state,
      missedCount: missed,
      lastVisitedAt: lastVisit,
      version: 0,
      createdAt: new Date(periodStart - pastPeriods * intervalMs),
      updatedAt: new Date(periodStart),
    });
  }
  return out;
}

const task = (
  id: string,
  personId: string,
  home: SeedOrg,
  state: ControlTaskState,
  periodStart: number,
  dueAt: number,
  closedAt: number | null,
): TaskInsert => ({
  id,
  personId,
  orgId: home.id,
  orgPath: home.path,
  state,
  periodStart: new Date(periodStart),
  dueAt: new Date(dueAt),
  createdAt: new Date(periodStart),
  closedAt: closedAt === null ? null : new Date(closedAt),
});

function visit(
  random: SeededRandom,
  taskId: string,
  personId: string,
  home: SeedOrg,
  guard: SeedGuard | undefined,
  visitedAt: number,
  state: 'SUBMITTED' | 'APPROVED' | 'RETURNED',
  isLate: boolean,
): VisitInsert {
  return {
    id: seededUuid(random),
    taskId,
    personId,
    orgId: home.id,
    orgPath: home.path,
    method: random.pick(METHODS),
    result: random.next() < 0.85 ? 'FOUND' : 'NOT_FOUND',
    address: `${home.name}附近`,
    content: random.pick(VISIT_NOTES),
    photos: [],
    commitments: [],
    state,
    isLate,
    submittedBy: guard?.id ?? 'seed',
    submittedByName: guard?.name ?? '卫士',
    submittedAt: new Date(visitedAt),
    reviewedByName: state === 'SUBMITTED' ? null : '派出所管理员',
    reviewedAt: state === 'SUBMITTED' ? null : new Date(visitedAt + DAY_MS),
    reviewReason: state === 'RETURNED' ? '照片不清晰，请补充现场照片后重新提交' : null,
  };
}

export async function insertDemoControl(db: Db, data: DemoControl): Promise<void> {
  // The masked forms the list shows, beside the sealed numbers.
  const persons = data.persons.map((person) => ({
    ...person,
    idNumberMasked: maskIdNumber(person.idNumber),
    phoneMasked: maskPhone(person.phone),
  }));
  await bulkInsert(db, controlledPerson, persons);
  await bulkInsert(db, controlTask, data.tasks);
  await bulkInsert(db, controlVisit, data.visits);
}
