CREATE TABLE "rule_month_figure" (
	"metric" text NOT NULL,
	"month" date NOT NULL,
	"org_path" text NOT NULL,
	"num" bigint DEFAULT 0 NOT NULL,
	"den" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rule_month_figure_metric_month_org_path_pk" PRIMARY KEY("metric","month","org_path")
);
--> statement-breakpoint
CREATE INDEX "assignment_unfed_idx" ON "warning_assignment" USING btree ("pushed_at","org_path","sign_deadline","feedback_deadline") WHERE fed_back_at is null and state not in ('TRANSFERRED', 'MERGED');--> statement-breakpoint
CREATE INDEX "control_task_due_idx" ON "control_task" USING btree ("due_at");--> statement-breakpoint
-- Rule statistics' pre-aggregated figures (issue 27). Each owner's rows contribute to
-- rule_month_figure what its rule-statistics source (`*.figures.ts`, the `figure` beside `rows`)
-- says the figures keep: a pure function of the row, never of the clock. A row's China month:
CREATE FUNCTION rule_figure_month(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', at AT TIME ZONE 'Asia/Shanghai')::date
$$;
--> statement-breakpoint
-- early-warning.figures.ts: 预警处置及时率 of the fed-back held assignments (the unfed ones wait on their
-- deadline and are read live) and 回访率 of every fed-back one.
CREATE FUNCTION warning_assignment_rule_figures(a warning_assignment)
  RETURNS TABLE (metric text, month date, org_path text, num integer, den integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'WARNING_TIMELY', rule_figure_month(a.pushed_at), a.org_path,
    CASE WHEN a.signed_at <= a.sign_deadline AND a.fed_back_at <= coalesce(a.feedback_deadline, a.fed_back_at)
      THEN 1 ELSE 0 END, 1
  WHERE a.state NOT IN ('TRANSFERRED', 'MERGED') AND a.fed_back_at IS NOT NULL
  UNION ALL
  SELECT 'RETURN_VISIT', rule_figure_month(a.fed_back_at), a.org_path,
    CASE WHEN a.return_visit_verdict = 'EFFECTIVE' THEN 1 ELSE 0 END, 1
  WHERE a.state NOT IN ('TRANSFERRED', 'MERGED') AND a.fed_back_at IS NOT NULL
$$;
--> statement-breakpoint
-- early-warning.figures.ts: 发案数 (final, defrauded) and 上门劝阻规范率 (a visit that met someone; counted
-- with every item of the contract's VISIT_CHECK_ITEMS done), at the holder of the feedback's assignment.
CREATE FUNCTION warning_feedback_rule_figures(f warning_feedback, a warning_assignment)
  RETURNS TABLE (metric text, month date, org_path text, num integer, den integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'CASE_RATE', rule_figure_month(f.created_at), a.org_path, 1, 0
  WHERE f.defrauded = 'YES' AND f.is_final
  UNION ALL
  SELECT 'VISIT_CHECKLIST', rule_figure_month(f.created_at), a.org_path,
    CASE WHEN f.visit_checklist @> '[{"item":"callsAndTexts","done":true},{"item":"chatApps","done":true},{"item":"installedApps","done":true},{"item":"recentTransfers","done":true},{"item":"transferPurpose","done":true},{"item":"whoContacted","done":true},{"item":"whatPromised","done":true},{"item":"antiFraudApp","done":true}]'::jsonb
      THEN 1 ELSE 0 END, 1
  WHERE 'visit' = ANY (f.channels) AND f.connected
$$;
--> statement-breakpoint
-- promotion.figures.ts: 反诈APP注册数, counted registrations.
CREATE FUNCTION spread_user_rule_figures(s spread_user)
  RETURNS TABLE (metric text, month date, org_path text, num integer, den integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'APP_REGISTRATIONS', rule_figure_month(s.created_at), s.org_path, 1, 0 WHERE s.counted
$$;
--> statement-breakpoint
-- preaching.figures.ts: 宣讲场次, completed (or closed after completion) sessions.
CREATE FUNCTION preach_appointment_rule_figures(p preach_appointment)
  RETURNS TABLE (metric text, month date, org_path text, num integer, den integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'PREACH_SESSIONS', rule_figure_month(p.completed_at), p.org_path, 1, 0
  WHERE p.state IN ('COMPLETED', 'CLOSED') AND p.completed_at IS NOT NULL
$$;
--> statement-breakpoint
-- people-control.figures.ts: 走访率 of every task not cancelled as if due — the board reads the figures of
-- the months already over only (every task in them is due), the current one live.
CREATE FUNCTION control_task_rule_figures(t control_task)
  RETURNS TABLE (metric text, month date, org_path text, num integer, den integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'CONTROL_VISIT', rule_figure_month(t.due_at), t.org_path, CASE WHEN t.state = 'APPROVED' THEN 1 ELSE 0 END, 1
  WHERE t.state <> 'CANCELLED'
$$;
--> statement-breakpoint
-- publicity.figures.ts: 一案一宣完成率 of every case publicity as if due — read like 走访率.
CREATE FUNCTION case_publicity_rule_figures(c case_publicity)
  RETURNS TABLE (metric text, month date, org_path text, num integer, den integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'CASE_PUBLICITY', rule_figure_month(c.due_at), c.org_path, CASE WHEN c.state = 'VERIFIED' THEN 1 ELSE 0 END, 1
$$;
--> statement-breakpoint
-- The contributions of a source table's rows as a query over `%1$s` (a transition table or the table
-- itself), each signed `%2$s`: the one place that names which tables feed the figures.
CREATE FUNCTION rule_figure_source(source_table text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE source_table
    WHEN 'warning_assignment' THEN
      'SELECT r.*, %2$s FROM %1$s x CROSS JOIN LATERAL warning_assignment_rule_figures(row(x.*)::warning_assignment) r'
    -- A feedback's assignment is never deleted nor moved (assignments are not deleted; a transfer is a new hop).
    WHEN 'warning_feedback' THEN
      'SELECT r.*, %2$s FROM %1$s x JOIN warning_assignment a ON a.id = x.assignment_id
        CROSS JOIN LATERAL warning_feedback_rule_figures(row(x.*)::warning_feedback, a) r'
    ELSE format('SELECT r.*, %%2$s FROM %%1$s x CROSS JOIN LATERAL %I(row(x.*)::%I) r',
      source_table || '_rule_figures', source_table)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION rule_figure_tables() RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('warning_assignment'), ('warning_feedback'), ('spread_user'), ('preach_appointment'), ('control_task'),
    ('case_publicity')
$$;
--> statement-breakpoint
-- Adds signed contributions `(metric, month, org_path, num, den, delta)` to the figures: summed first (a
-- change that moves no figure writes nothing), upserted in one order (two writers of the same figures
-- wait for each other instead of deadlocking). Text: a trigger's transition tables are seen only by the
-- statements its own function runs.
CREATE FUNCTION rule_figure_upsert(contributions text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO rule_month_figure AS f (metric, month, org_path, num, den)
    SELECT c.metric, c.month, c.org_path, sum(c.delta * c.num), sum(c.delta * c.den)
    FROM (%s) AS c (metric, month, org_path, num, den, delta)
    WHERE c.month IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(c.delta * c.num) <> 0 OR sum(c.delta * c.den) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (metric, month, org_path) DO UPDATE SET num = f.num + excluded.num, den = f.den + excluded.den
  $q$, contributions)
$$;
--> statement-breakpoint
-- Every writer of a source table (services, intake, jobs, seeds, a bulk load, an operator's SQL) moves the
-- figures in its own transaction, once per statement: rows added count in, rows removed count out.
CREATE FUNCTION rule_figure_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source CONSTANT text := rule_figure_source(TG_TABLE_NAME);
BEGIN
  EXECUTE rule_figure_upsert(CASE TG_OP
    WHEN 'INSERT' THEN format(source, 'new_rows', 1)
    WHEN 'DELETE' THEN format(source, 'old_rows', -1)
    ELSE format(source, 'new_rows', 1) || ' UNION ALL ' || format(source, 'old_rows', -1) END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The figures recomputed from the raw rows in one transaction (`npm run figures:rebuild`, and after a
-- source table is truncated). SHARE mode: nobody changes a source row between the read and the write.
CREATE FUNCTION rule_figure_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  source_table text;
BEGIN
  FOR source_table IN SELECT rule_figure_tables() LOOP
    EXECUTE format('LOCK TABLE %I IN SHARE MODE', source_table);
  END LOOP;
  TRUNCATE rule_month_figure;
  FOR source_table IN SELECT rule_figure_tables() LOOP
    EXECUTE rule_figure_upsert(format(rule_figure_source(source_table), source_table, 1));
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION rule_figure_refill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rule_figure_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  source_table text;
BEGIN
  FOR source_table IN SELECT rule_figure_tables() LOOP
    EXECUTE format('CREATE TRIGGER %1$s_rule_figures_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION rule_figure_track()', source_table);
    EXECUTE format('CREATE TRIGGER %1$s_rule_figures_update AFTER UPDATE ON %1$I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rule_figure_track()',
      source_table);
    EXECUTE format('CREATE TRIGGER %1$s_rule_figures_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION rule_figure_track()', source_table);
    EXECUTE format('CREATE TRIGGER %1$s_rule_figures_truncate AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION rule_figure_refill()', source_table);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT rule_figure_rebuild();
