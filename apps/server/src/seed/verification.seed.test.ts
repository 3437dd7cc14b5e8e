import { describe, expect, it } from 'vitest';
import { buildDemoVerification, type Coverage, type SubmittedVisit } from './verification.seed.ts';

const coverage: Coverage[] = [
  { groupId: 'vg-east', kind: 'verify', orgPath: '/org-centre/org-d1/', sort: 1, name: '东湖区核查组' },
  { groupId: 'rvg-city', kind: 're_verify', orgPath: '/org-centre/org-d1/', sort: 1, name: '市级复核组' },
];
const visit = (i: number, taskState: 'SUBMITTED' | 'RETURNED', district = 'org-d1'): SubmittedVisit => ({
  taskId: `t-${i}`,
  taskState,
  returnReason: taskState === 'RETURNED' ? '照片不清晰' : null,
  orgId: `${district}-s1-c1`,
  orgPath: `/org-centre/${district}/${district}-s1/${district}-s1-c1/`,
  personName: '张三',
  label: 'CARD_TRADE',
  submittedBy: 'g-1',
  submittedByName: '李卫士',
  submittedAt: new Date('2026-03-01T08:00:00Z'),
});
const visits = [0, 1, 2, 3]
  .map((i) => visit(i, 'SUBMITTED'))
  .concat([visit(4, 'RETURNED'), visit(5, 'SUBMITTED', 'org-d3')]);

describe('demo verification items', () => {
  const demo = buildDemoVerification(visits, coverage);

  it('is the same on every run', () => {
    expect(buildDemoVerification(visits, coverage)).toEqual(demo);
  });

  it('has items waiting at each stage and a refused one with its reason', () => {
    expect(new Set(demo.items.map((i) => i.state))).toEqual(new Set(['PENDING_VERIFY', 'PENDING_REVIEW', 'REFUSED']));
    expect(demo.items.find((i) => i.state === 'REFUSED')).toMatchObject({
      refuseReason: '照片不清晰',
      refusedStage: 'verify',
    });
  });

  it('assigns the covering groups and leaves uncovered districts to administrators', () => {
    expect(demo.items[0]).toMatchObject({ verifyGroupId: 'vg-east', reviewGroupId: 'rvg-city' });
    expect(demo.items.at(-1)).toMatchObject({ verifyGroupId: null, state: 'PENDING_VERIFY' });
  });

  it('logs every seeded move of every item', () => {
    const moved = demo.items.filter((i) => i.state !== 'PENDING_VERIFY').length;
    expect(demo.logs).toHaveLength(demo.items.length + moved);
  });
});
