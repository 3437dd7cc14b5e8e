CREATE TABLE "warning_daily_figure" (
	"parent_path" text NOT NULL,
	"day" date NOT NULL,
	"org_path" text NOT NULL,
	"scope" text NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"visited" integer DEFAULT 0 NOT NULL,
	"follow_up" integer DEFAULT 0 NOT NULL,
	"escalated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warning_daily_figure_parent_path_day_org_path_scope_dim_key_pk" PRIMARY KEY("parent_path","day","org_path","scope","dim","key"),
	CONSTRAINT "warning_daily_figure_scope_check" CHECK (scope in ('own', 'subtree')),
	CONSTRAINT "warning_daily_figure_dim_check" CHECK (dim in ('source', 'level', 'fraudType', 'hour', 'due'))
);
--> statement-breakpoint
CREATE INDEX "operation_log_reject_idx" ON "operation_log" USING btree ("entity_id") WHERE action = 'assignment.reject';--> statement-breakpoint
CREATE INDEX "assignment_open_due_idx" ON "warning_assignment" USING btree ((case when state = 'PENDING_SIGN' then sign_deadline else feedback_deadline end)) WHERE state in ('PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK');
--> statement-breakpoint
-- The figure rows one assignment contributes to its holder (none unless held): one per dimension,
-- its China day, with its buckets as 0/1; open ones also under the China day they turn late (due).
-- The state lists are the contract's (heldSql, FED_BACK_STATES, FOLLOW_UP_STATES, OPEN_STATES) and
-- the deadline the one `overdueSql` compares; warning-overview's exactness test compares with the
-- list's SQL. Shared by the triggers, the rebuild and the overview's edges of a range.
CREATE FUNCTION warning_figure_rows(a warning_assignment)
  RETURNS TABLE (day date, org_path text, dim text, key text, held integer, visited integer, follow_up integer,
    escalated integer)
  LANGUAGE sql STABLE AS $$
  SELECT (a.pushed_at AT TIME ZONE 'Asia/Shanghai')::date, a.org_path, d.dim, d.key, 1,
    CASE WHEN a.state IN ('WAITING_SECOND_FEEDBACK', 'FED_BACK', 'CLOSED') THEN 1 ELSE 0 END,
    CASE WHEN a.state IN ('HANDLING', 'WAITING_SECOND_FEEDBACK') THEN 1 ELSE 0 END,
    CASE WHEN a.state IN ('PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK') AND a.escalated_at IS NOT NULL
      THEN 1 ELSE 0 END
  FROM (VALUES ('source', a.source), ('level', a.level::text), ('fraudType', coalesce(a.fraud_type_code, '')),
    ('hour', extract(hour FROM a.pushed_at AT TIME ZONE 'Asia/Shanghai')::int::text),
    ('due', CASE WHEN a.state IN ('PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK') THEN
      ((CASE WHEN a.state = 'PENDING_SIGN' THEN a.sign_deadline ELSE a.feedback_deadline END)
        AT TIME ZONE 'Asia/Shanghai')::date::text END)) AS d (dim, key)
  WHERE a.state NOT IN ('TRANSFERRED', 'MERGED') AND d.key IS NOT NULL
$$;
--> statement-breakpoint
-- Where a holder's figures count: its own rows (本级), and the subtree rows of itself and of every
-- ancestor but the root (nobody reads the root as somebody's child).
CREATE FUNCTION warning_figure_targets(holder text)
  RETURNS TABLE (parent_path text, org_path text, scope text) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN i = 1 THEN '/' ELSE '/' || array_to_string(p.ids[1:i - 1], '/') || '/' END,
    '/' || array_to_string(p.ids[1:i], '/') || '/', s.scope
  FROM (SELECT string_to_array(trim(BOTH '/' FROM holder), '/') AS ids) AS p
  CROSS JOIN LATERAL generate_series(1, cardinality(p.ids)) AS i
  CROSS JOIN (VALUES ('own'), ('subtree')) AS s (scope)
  WHERE (s.scope = 'own' AND i = cardinality(p.ids)) OR (s.scope = 'subtree' AND i > 1)
$$;
--> statement-breakpoint
-- The statement that adds the figure rows of `source` — rows (a warning_assignment, delta ±1) — to
-- the table: summed per holder first (a change that moves no figure writes nothing), then rolled up
-- to the targets, upserted in one order (two changes of the same figures wait for each other instead
-- of deadlocking). Text, not a function of its own: a trigger's transition tables are seen only by
-- the statements its own function runs.
CREATE FUNCTION warning_figure_upsert(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO warning_daily_figure AS f (parent_path, day, org_path, scope, dim, key, held, visited, follow_up, escalated)
    SELECT t.parent_path, h.day, t.org_path, t.scope, h.dim, h.key,
      sum(h.held), sum(h.visited), sum(h.follow_up), sum(h.escalated)
    FROM (
      SELECT r.day, r.org_path, r.dim, r.key, sum(d.delta * r.held) AS held, sum(d.delta * r.visited) AS visited,
        sum(d.delta * r.follow_up) AS follow_up, sum(d.delta * r.escalated) AS escalated
      FROM (%s) AS d (a, delta) CROSS JOIN LATERAL warning_figure_rows(d.a) r
      GROUP BY r.day, r.org_path, r.dim, r.key
      HAVING sum(d.delta * r.held) <> 0 OR sum(d.delta * r.visited) <> 0 OR sum(d.delta * r.follow_up) <> 0
        OR sum(d.delta * r.escalated) <> 0
    ) AS h CROSS JOIN LATERAL warning_figure_targets(h.org_path) t
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (parent_path, day, org_path, scope, dim, key) DO UPDATE
      SET held = f.held + excluded.held, visited = f.visited + excluded.visited,
        follow_up = f.follow_up + excluded.follow_up, escalated = f.escalated + excluded.escalated
  $q$, source)
$$;
--> statement-breakpoint
-- Every writer of warning_assignment (the services, intake, jobs, seeds, a bulk load, an operator's
-- SQL) moves the figures in its own transaction, once per statement: the rows it added count in, the
-- rows it removed count out (an update both), so a load of millions is one set-based pass.
CREATE FUNCTION warning_figure_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text := 'SELECT row(n.*)::warning_assignment, 1 FROM new_rows n';
  removed CONSTANT text := 'SELECT row(o.*)::warning_assignment, -1 FROM old_rows o';
BEGIN
  EXECUTE warning_figure_upsert(CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed
    ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warning_assignment_figures_insert AFTER INSERT ON warning_assignment
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_figure_track();
--> statement-breakpoint
CREATE TRIGGER warning_assignment_figures_update AFTER UPDATE ON warning_assignment
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_figure_track();
--> statement-breakpoint
CREATE TRIGGER warning_assignment_figures_delete AFTER DELETE ON warning_assignment
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_figure_track();
--> statement-breakpoint
CREATE FUNCTION warning_figure_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE warning_daily_figure;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warning_assignment_figures_truncate AFTER TRUNCATE ON warning_assignment
  FOR EACH STATEMENT EXECUTE FUNCTION warning_figure_clear();
--> statement-breakpoint
-- The figures recomputed from the raw rows in one transaction (`npm run figures:rebuild`). SHARE mode
-- lets nobody change an assignment between the read and the write, whose delta would otherwise be
-- lost or counted twice.
CREATE FUNCTION warning_figure_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE warning_assignment IN SHARE MODE;
  TRUNCATE warning_daily_figure;
  EXECUTE warning_figure_upsert('SELECT a, 1 FROM warning_assignment a');
END $$;
--> statement-breakpoint
SELECT warning_figure_rebuild();
