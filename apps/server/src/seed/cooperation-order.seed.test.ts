import { describe, expect, it } from 'vitest';
import { buildDemoOrders } from './cooperation-order.seed.ts';

const partnerIds = Array.from({ length: 50 }, (_, i) => `org-p${String(i + 1).padStart(2, '0')}`);
const now = new Date('2026-03-02T10:00:00+08:00');

describe('demo OA orders', () => {
  const demo = buildDemoOrders({ partnerIds, count: 200, now });

  it('are the same on every run', () => {
    expect(buildDemoOrders({ partnerIds, count: 200, now })).toEqual(demo);
  });

  it('cover every state over the last 90 days, sent only to banks, operators and payment companies', () => {
    expect(new Set(demo.tasks.map((task) => task.state))).toEqual(
      new Set(['ISSUED', 'RECEIVED', 'HANDLING', 'FED_BACK', 'CLOSED', 'RETURNED', 'WITHDRAWN']),
    );
    const oldest = Math.min(...demo.orders.map((order) => order.createdAt.getTime()));
    expect(now.getTime() - oldest).toBeLessThanOrEqual(90 * 86_400_000);
    expect(demo.tasks.every((task) => Number(task.partnerOrgId.slice(-2)) <= 26)).toBe(true);
    expect(new Set(demo.tasks.map((task) => task.partnerOrgId)).size).toBeGreaterThan(15);
  });

  it('keep each task time in order and in the past, with the answer on answered tasks', () => {
    for (const task of demo.tasks) {
      const times = [task.issuedAt, task.receivedAt, task.fedBackAt, task.closedAt]
        .filter((time): time is Date => time instanceof Date)
        .map((time) => time.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
      expect(task.answer !== null).toBe(['FED_BACK', 'CLOSED', 'RETURNED'].includes(task.state));
    }
  });

  it('log each task from its issue on', () => {
    const issued = demo.logs.filter((entry) => entry.action === 'cooperation_order.issue');
    expect(issued).toHaveLength(demo.tasks.length);
  });
});
