import { describe, expect, it } from 'vitest';
import { isIdNumber, isMobile } from '@afp/contract';
import { DEMO_COMMUNITY_ID, type SeedGuard, type SeedOrg } from './early-warnings.seed.ts';
import { buildDemoControl } from './people-control.seed.ts';

const orgs: SeedOrg[] = ['org-d1-s1-c1', 'org-d1-s1-c2', 'org-d2-s1-c1'].map((id) => ({
  id,
  path: `/org-centre/${id}/`,
  name: `${id}社区`,
  kind: 'community',
}));
const guards: SeedGuard[] = orgs.flatMap((o, i) => [
  { id: `g-${i}-a`, name: '甲', orgId: o.id, roleType: 2 },
  { id: `g-${i}-b`, name: '乙', orgId: o.id, roleType: 1 },
]);
const now = new Date('2026-03-01T08:00:00Z');

describe('demo controlled persons', () => {
  const demo = buildDemoControl({ orgs, guards, count: 200, now });

  it('is the same on every run', () => {
    expect(buildDemoControl({ orgs, guards, count: 200, now })).toEqual(demo);
  });

  it('gives the demo community overdue, waiting, submitted and returned tasks', () => {
    const own = demo.persons.filter((p) => p.orgId === DEMO_COMMUNITY_ID);
    expect(own.length).toBeGreaterThanOrEqual(12);
    const overdue = own.filter((p) => p.taskState === 'PENDING' && p.nextDueAt < now);
    expect(overdue.length).toBeGreaterThan(0);
    expect(new Set(own.map((p) => p.taskState))).toEqual(new Set(['PENDING', 'SUBMITTED', 'RETURNED']));
  });

  it('keeps every person, task and visit consistent with its community and guard', () => {
    for (const person of demo.persons) {
      expect(isIdNumber(person.idNumber, now)).toBe(true);
      expect(isMobile(person.phone)).toBe(true);
      expect(guards.find((g) => g.id === person.guardId)?.orgId).toBe(person.orgId);
      const current = demo.tasks.find((task) => task.id === person.currentTaskId);
      expect(current).toMatchObject({ personId: person.id, orgId: person.orgId, state: person.taskState });
      expect(current?.dueAt).toEqual(person.nextDueAt);
    }
    const taskIds = new Set(demo.tasks.map((task) => task.id));
    expect(demo.visits.every((f) => taskIds.has(f.taskId))).toBe(true);
  });
});
