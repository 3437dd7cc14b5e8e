import { eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRateTotals, isWithin, useFigureCity } from '../../testing/metric-figures.ts';
import { org } from '../org/index.ts';
import { reportSubmissionFigure } from './report.figures.ts';
import { mustSubmit, periodsBetween } from './report.rules.ts';
import { reportSubmission, reportTemplate } from './report.table.ts';

const city = useFigureCity();

describe('reports’ figure', () => {
  it('报表按时报送率: every period due so far for every unit that must submit it; counted when handed in by the due time', async () => {
    const { db, scope } = city();
    const templates = await db.select().from(reportTemplate);
    const units = await db.select().from(org).where(ne(org.kind, 'partner'));
    const submissions = await db.select().from(reportSubmission);
    const byKey = new Map(submissions.map((row) => [`${row.templateId}|${row.periodKey}|${row.orgId}`, row]));
    // The periods as report.rules.ts counts them (the SQL generates them on its own), due in the scope so far.
    const due = templates.flatMap((template) =>
      periodsBetween(template, new Date(0), scope.now)
        .filter((period) => isWithin(period.dueAt, scope) && period.dueAt <= scope.now)
        .flatMap((period) =>
          units
            .filter((unit) => unit.path.startsWith(scope.orgPath) && mustSubmit(template, unit))
            .map((unit) => ({ key: `${template.id}|${period.key}|${unit.id}`, dueAt: period.dueAt })),
        ),
    );
    const onTime = due.filter(({ key, dueAt }) => {
      const first = byKey.get(key)?.firstSubmittedAt;
      return first !== null && first !== undefined && first <= dueAt;
    });
    expect(due.length).toBeGreaterThan(0);
    await expectRateTotals(db, reportSubmissionFigure, scope, due, onTime);
    // The missing ones are there too, not only the rows a unit wrote.
    expect(due.filter(({ key }) => !byKey.has(key)).length).toBeGreaterThan(0);
  });

  it('titles a row by its template and period', async () => {
    const { db } = city();
    const [template] = await db.select().from(reportTemplate).where(eq(reportTemplate.kind, 'WEEKLY'));
    const result = await db.execute<{ title: string }>(
      sql`select ${reportSubmissionFigure.title(sql`${template!.id + '|2026-01-05'}`)} as title`,
    );
    expect((result.rows as { title: string }[])[0]!.title).toBe(`${template!.name} 2026-01-05`);
  });
});
