DROP INDEX "assignment_unfed_idx";--> statement-breakpoint
ALTER TABLE "rule_month_figure" DROP CONSTRAINT "rule_month_figure_metric_month_org_path_pk";--> statement-breakpoint
ALTER TABLE "rule_month_figure" ADD COLUMN "due_month" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_month_figure" ADD CONSTRAINT "rule_month_figure_metric_month_org_path_due_month_pk" PRIMARY KEY("metric","month","org_path","due_month");--> statement-breakpoint
CREATE INDEX "assignment_unfed_due_idx" ON "warning_assignment" USING btree (coalesce(feedback_deadline, sign_deadline),"pushed_at","org_path") WHERE fed_back_at is null and state not in ('TRANSFERRED', 'MERGED');
--> statement-breakpoint
-- 预警处置及时率's unfed held assignments join the figures under the China month their feedback turns
-- due in (num 0, den 1: late once due): the board keeps those due before the current month and reads the
-- current month's live, so what it reads live no longer grows with the years of unfed warnings.
DROP FUNCTION warning_assignment_rule_figures(warning_assignment);
--> statement-breakpoint
CREATE FUNCTION warning_assignment_rule_figures(a warning_assignment)
  RETURNS TABLE (metric text, month date, org_path text, due_month date, num integer, den integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 'WARNING_TIMELY', rule_figure_month(a.pushed_at), a.org_path,
    CASE WHEN a.fed_back_at IS NULL THEN rule_figure_month(coalesce(a.feedback_deadline, a.sign_deadline))
      ELSE '-infinity'::date END,
    CASE WHEN a.signed_at <= a.sign_deadline AND a.fed_back_at <= coalesce(a.feedback_deadline, a.fed_back_at)
      THEN 1 ELSE 0 END, 1
  WHERE a.state NOT IN ('TRANSFERRED', 'MERGED')
  UNION ALL
  SELECT 'RETURN_VISIT', rule_figure_month(a.fed_back_at), a.org_path, '-infinity'::date,
    CASE WHEN a.return_visit_verdict = 'EFFECTIVE' THEN 1 ELSE 0 END, 1
  WHERE a.state NOT IN ('TRANSFERRED', 'MERGED') AND a.fed_back_at IS NOT NULL
$$;
--> statement-breakpoint
-- The other tables' contributions count as they are ('-infinity': due since ever).
CREATE OR REPLACE FUNCTION rule_figure_source(source_table text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE source_table
    WHEN 'warning_assignment' THEN
      'SELECT r.*, %2$s FROM %1$s x CROSS JOIN LATERAL warning_assignment_rule_figures(row(x.*)::warning_assignment) r'
    -- A feedback's assignment is never deleted nor moved (assignments are not deleted; a transfer is a new hop).
    WHEN 'warning_feedback' THEN
      'SELECT r.metric, r.month, r.org_path, ''-infinity''::date, r.num, r.den, %2$s FROM %1$s x
        JOIN warning_assignment a ON a.id = x.assignment_id
        CROSS JOIN LATERAL warning_feedback_rule_figures(row(x.*)::warning_feedback, a) r'
    ELSE format('SELECT r.metric, r.month, r.org_path, ''-infinity''::date, r.num, r.den, %%2$s FROM %%1$s x
        CROSS JOIN LATERAL %I(row(x.*)::%I) r', source_table || '_rule_figures', source_table)
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_figure_upsert(contributions text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO rule_month_figure AS f (metric, month, org_path, due_month, num, den)
    SELECT c.metric, c.month, c.org_path, c.due_month, sum(c.delta * c.num), sum(c.delta * c.den)
    FROM (%s) AS c (metric, month, org_path, due_month, num, den, delta)
    WHERE c.month IS NOT NULL AND c.due_month IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.delta * c.num) <> 0 OR sum(c.delta * c.den) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, month, org_path, due_month) DO UPDATE
      SET num = f.num + excluded.num, den = f.den + excluded.den
  $q$, contributions)
$$;
--> statement-breakpoint
SELECT rule_figure_rebuild();
