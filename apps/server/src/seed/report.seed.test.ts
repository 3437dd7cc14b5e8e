import { keysOf, REPORT_SUBMISSION_STATES, reportFieldSchema } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { buildDemoReports, DEMO_WEEKLY_TEMPLATE_ID, REPORT_DEMO_LATE_ORG } from './report.seed.ts';

const NOW = new Date('2026-11-25T10:00:00+08:00');

function demoOrgs() {
  const orgs = [{ id: 'org-centre', path: '/org-centre/', name: '江澜市反诈中心', kind: 'centre', level: 1 }];
  for (let d = 1; d <= 5; d += 1) {
    const district = `org-d${d}`;
    orgs.push({ id: district, path: `/org-centre/${district}/`, name: `分局${d}`, kind: 'district', level: 2 });
    for (let s = 1; s <= 4; s += 1) {
      const station = `${district}-s${s}`;
      orgs.push({
        id: station,
        path: `/org-centre/${district}/${station}/`,
        name: `街道${s}`,
        kind: 'street',
        level: 3,
      });
    }
  }
  orgs.push({ id: 'org-p01', path: '/org-centre/org-p01/', name: '银行', kind: 'partner', level: 2 });
  return orgs;
}

describe('demo reports', () => {
  const demo = buildDemoReports({ orgs: demoOrgs(), now: NOW });

  it('gives every template fields the contract accepts (its answers are checked against them)', () => {
    for (const template of demo.templates)
      for (const field of template.fields) expect(reportFieldSchema.safeParse(field).error, field.key).toBeUndefined();
  });

  it('holds submissions of every state for the stations only, late ones among them, the same on every run', () => {
    expect(new Set(demo.submissions.map((row) => row.state))).toEqual(new Set(keysOf(REPORT_SUBMISSION_STATES)));
    expect(new Set(demo.submissions.map((row) => row.orgId)).size).toBe(20);
    expect(demo.submissions.some((row) => row.firstSubmittedAt && row.firstSubmittedAt > row.dueAt)).toBe(true);
    expect(buildDemoReports({ orgs: demoOrgs(), now: NOW })).toEqual(demo);
  });

  it('puts every handed-in report into verification, in the stage its state says', () => {
    const handedIn = demo.submissions.filter((row) => row.state !== 'DRAFT');
    expect(demo.items).toHaveLength(handedIn.length);
    const stateOf = new Map(demo.submissions.map((row) => [row.id, row.state]));
    for (const item of demo.items) {
      const state = stateOf.get(item.subjectId);
      if (state === 'VERIFIED') expect(item.state).toBe('REVIEWED');
      if (state === 'REFUSED') expect(item.state).toBe('REFUSED');
      if (state === 'SUBMITTED') expect(['PENDING_VERIFY', 'PENDING_REVIEW']).toContain(item.state);
    }
  });

  it('leaves the journey station’s last three weeks missing, the earliest of them overdue', () => {
    const weeks = demo.submissions
      .filter((row) => row.templateId === DEMO_WEEKLY_TEMPLATE_ID && row.orgId === REPORT_DEMO_LATE_ORG)
      .map((row) => row.periodKey)
      .sort();
    expect(weeks.at(-1)! < '2026-11-09').toBe(true);
    expect(weeks.length).toBeGreaterThan(8);
  });
});

describe('demo 催报', () => {
  const demo = buildDemoReports({ orgs: demoOrgs(), now: NOW });

  it('urged only units that had not handed the period in, a day after it fell due, never within the last day', () => {
    expect(demo.urges.length).toBeGreaterThan(0);
    const handedIn = new Set(
      demo.submissions
        .filter((row) => row.state === 'SUBMITTED' || row.state === 'VERIFIED')
        .map((row) => `${row.templateId}|${row.periodKey}|${row.orgId}`),
    );
    for (const urge of demo.urges) {
      expect(handedIn.has(`${urge.templateId}|${urge.periodKey}|${urge.orgId}`)).toBe(false);
      expect(urge.urgedAt.getTime()).toBeLessThan(NOW.getTime() - 2 * 3_600_000);
    }
    // The demo station's overdue week was urged; each urge is noted on its template.
    expect(
      demo.urges.some((urge) => urge.orgId === REPORT_DEMO_LATE_ORG && urge.templateId === DEMO_WEEKLY_TEMPLATE_ID),
    ).toBe(true);
    expect(demo.logs.filter((log) => log.action === 'report.urge').length).toBe(
      new Set(demo.urges.map((urge) => `${urge.templateId}|${urge.periodKey}`)).size,
    );
  });
});
