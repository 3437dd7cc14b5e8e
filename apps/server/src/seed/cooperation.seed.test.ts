import { COOPERATION_TASK_STATES, keysOf } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../features/org/index.ts';
import { buildDemoCooperation } from './cooperation.seed.ts';
import { PARTNER_KINDS } from './demo-city.ts';

const now = new Date('2026-03-02T10:00:00+08:00');
const partners = PARTNER_KINDS.flatMap((kind) => kind.names).map((name, i) => {
  const id = `org-p${String(i + 1).padStart(2, '0')}`;
  return { id, path: pathOf('/org-centre/', id), name, kind: 'partner' };
});
const demo = buildDemoCooperation({ orgs: partners, now });

describe('demo cooperation tasks', () => {
  it('covers every state, within the last 90 days, for banks, operators and payment companies only', () => {
    expect(new Set(demo.tasks.map((task) => task.state))).toEqual(new Set(keysOf(COOPERATION_TASK_STATES)));
    const oldest = Math.min(...demo.tasks.map((task) => task.issuedAt.getTime()));
    expect(now.getTime() - oldest).toBeLessThanOrEqual(90 * 24 * 3_600_000);
    const kinds = PARTNER_KINDS[0].names.length + PARTNER_KINDS[1].names.length + PARTNER_KINDS[2].names.length;
    expect(demo.tasks.every((task) => Number(task.partnerOrgId.slice(5)) <= kinds)).toBe(true);
  });

  it('gives the two demo partners tasks in every state, and keeps the bank to-do list routine', () => {
    for (const orgId of ['org-p01', 'org-p17']) {
      const states = new Set(demo.tasks.filter((task) => task.partnerOrgId === orgId).map((task) => task.state));
      expect(states.size).toBe(keysOf(COOPERATION_TASK_STATES).length);
    }
    const bankOpen = demo.tasks.filter(
      (task) => task.partnerOrgId === 'org-p01' && ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED'].includes(task.state),
    );
    expect(bankOpen.every((task) => task.urgency === 'NORMAL')).toBe(true);
  });

  it('logs every move of a task and gives each answered measure its request step', () => {
    for (const task of demo.tasks.filter((row) => row.state === 'CLOSED')) {
      const actions = demo.logs.filter((log) => log.entityId === task.id).map((log) => log.action);
      expect(actions).toEqual([
        'cooperation.issue',
        'cooperation.receive',
        'cooperation.start',
        'cooperation.feedback',
        'cooperation.close',
      ]);
    }
    const measures = demo.tasks.filter((task) => task.type === 'STOP_PAYMENT' || task.type === 'FREEZE');
    expect(demo.steps.filter((step) => step.kind === 'REQUEST')).toHaveLength(measures.length);
  });

  it('is the same on every run', () => {
    expect(buildDemoCooperation({ orgs: partners, now }).tasks.map((task) => task.id)).toEqual(
      demo.tasks.map((task) => task.id),
    );
  });
});
