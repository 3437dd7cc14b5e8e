import { GUARD_ROLE, keysOf, PREACH_DOUBLE_BOOKING_HOURS, PREACH_STATES } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { buildDemoPreaching } from './preaching.seed.ts';

const orgs = [
  { id: 'c', path: '/c/', kind: 'centre', parentId: null },
  { id: 'd1', path: '/c/d1/', kind: 'district', parentId: 'c' },
  { id: 's1', path: '/c/d1/s1/', kind: 'street', parentId: 'd1' },
  ...[1, 2, 3].map((n) => ({ id: `c${n}`, path: `/c/d1/s1/c${n}/`, kind: 'community', parentId: 's1' })),
];
const guards = [1, 2, 3].flatMap((n) => [
  { id: `g${n}a`, orgId: `c${n}`, roleType: GUARD_ROLE.guard },
  { id: `g${n}t`, orgId: `c${n}`, roleType: GUARD_ROLE.teamAdmin },
]);
const clashes = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) < PREACH_DOUBLE_BOOKING_HOURS * 3_600_000;
const demo = buildDemoPreaching({ orgs, guards, count: 400, now: new Date('2026-03-01T08:00:00Z') });

describe('demo preaching', () => {
  it('has appointments in every state', () => {
    const states = new Set(demo.appointments.map((a) => a.state));
    expect([...states].sort()).toEqual(keysOf(PREACH_STATES).sort());
  });

  it('never double-books a guard', () => {
    const byGuard = new Map<string, Date[]>();
    for (const a of demo.appointments) {
      if (!a.guardId || ['CANCELLED', 'REJECTED'].includes(a.state)) continue;
      byGuard.set(a.guardId, [...(byGuard.get(a.guardId) ?? []), a.startsAt]);
    }
    for (const starts of byGuard.values()) {
      starts.forEach((start, i) => starts.slice(i + 1).forEach((other) => expect(clashes(start, other)).toBe(false)));
    }
  });

  it('keeps delivered sessions with audience and overview, held ones in the guard unit', () => {
    for (const a of demo.appointments) {
      const delivered = a.state === 'COMPLETED' || a.state === 'CLOSED';
      expect(a.audienceCount !== null && a.overview !== null).toBe(delivered);
    }
    // Held sessions are in the demo (the check below would pass vacuously without them).
    const held = demo.appointments.filter((a) => a.guardId);
    expect(held.length).toBeGreaterThan(0);
    for (const a of held) expect(a.orgId).toBe(guards.find((g) => g.id === a.guardId)!.orgId);
  });

  it('is the same on every run', () => {
    const again = buildDemoPreaching({ orgs, guards, count: 400, now: new Date('2026-03-01T08:00:00Z') });
    expect(again.appointments).toEqual(demo.appointments);
  });
});
