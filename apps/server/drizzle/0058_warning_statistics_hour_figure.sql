CREATE TABLE "warning_statistics_hour_figure" (
	"org_path" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"sign_due" integer DEFAULT 0 NOT NULL,
	"signed_on_time" integer DEFAULT 0 NOT NULL,
	"visited" integer DEFAULT 0 NOT NULL,
	"effective" integer DEFAULT 0 NOT NULL,
	"amount_lost" numeric DEFAULT '0' NOT NULL,
	"amount_dissuaded" numeric DEFAULT '0' NOT NULL,
	"amount_stopped" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "warning_statistics_hour_figure_org_path_hour_dim_key_pk" PRIMARY KEY("org_path","hour","dim","key"),
	CONSTRAINT "warning_statistics_hour_figure_dim_check" CHECK (dim in ('state', 'level', 'fraudType', 'hour', 'child', 'all', 'signDue', 'overdue', 'feedback', 'interim'))
);
--> statement-breakpoint
-- The figures' statement also keeps the hour rows of the organisations at depth 2 or above (the centre
-- and its districts; `STATISTICS_HOURLY_DEPTH` in warning-figure.table.ts): the same sums per hour of
-- the push, in one data-modifying statement so both are kept in the writer's transaction. A China hour
-- is a UTC hour (the offset is whole), so date_trunc needs no time zone. The rows are summed per day
-- and holder as before (0055), and per hour and the holder's first three organisations — all the hour
-- rows' scopes (depth ≤ 2) and their direct children need — before being spread over the scopes: a
-- bulk load of millions is two hash aggregations, not one over every row × hour × scope.
CREATE OR REPLACE FUNCTION warning_statistics_upsert(assignments text, feedbacks text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH r AS NOT MATERIALIZED (
      SELECT r.day, date_trunc('hour', (d.a).pushed_at) AS hour, r.org_path, r.below, r.dim, r.key, d.delta * r.n AS n,
        d.delta * r.sign_due AS sign_due, d.delta * r.signed_on_time AS signed_on_time, d.delta * r.visited AS visited,
        d.delta * r.effective AS effective, 0::numeric AS lost, 0::numeric AS dissuaded, 0::numeric AS stopped
      FROM (%1$s) AS d (a, delta) CROSS JOIN LATERAL warning_statistics_rows(d.a) r
      UNION ALL
      SELECT r.day, date_trunc('hour', (d.a).pushed_at), r.org_path, r.below, r.dim, r.key, d.delta * r.n, 0, 0, 0, 0,
        d.delta * r.amount_lost, d.delta * r.amount_dissuaded, d.delta * r.amount_stopped
      FROM (%2$s) AS d (f, a, delta) CROSS JOIN LATERAL warning_statistics_feedback_rows(d.f, d.a) r
    ), days AS (
      INSERT INTO warning_statistics_figure AS s (org_path, day, dim, key, n, sign_due, signed_on_time, visited,
        effective, amount_lost, amount_dissuaded, amount_stopped)
      SELECT t.org_path, h.day, h.dim, CASE WHEN h.dim = 'child' THEN t.child ELSE h.key END, %3$s
      FROM (SELECT day, org_path, below, dim, key, %3$s FROM r GROUP BY 1, 2, 3, 4, 5 HAVING %4$s) AS h
        (day, org_path, below, dim, key, n, sign_due, signed_on_time, visited, effective, lost, dissuaded, stopped)
      CROSS JOIN LATERAL warning_statistics_targets(h.org_path, h.below) t
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (org_path, day, dim, key) DO UPDATE SET %5$s
    )
    INSERT INTO warning_statistics_hour_figure AS s (org_path, hour, dim, key, n, sign_due, signed_on_time, visited,
      effective, amount_lost, amount_dissuaded, amount_stopped)
    SELECT t.org_path, h.hour, h.dim, CASE WHEN h.dim = 'child' THEN t.child ELSE h.key END, %3$s
    FROM (
      SELECT hour, substring(org_path FROM '^/(?:[^/]+/){1,3}'), below, dim, key, %3$s FROM r
      WHERE below < 2 GROUP BY 1, 2, 3, 4, 5 HAVING %4$s
    ) AS h (hour, org_path, below, dim, key, n, sign_due, signed_on_time, visited, effective, lost, dissuaded, stopped)
    CROSS JOIN LATERAL warning_statistics_targets(h.org_path, h.below) t
    WHERE t.org_path ~ '^/(?:[^/]+/){1,2}$'
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_path, hour, dim, key) DO UPDATE SET %5$s
  $q$, coalesce(assignments, 'SELECT NULL::warning_assignment, 0 WHERE false'),
    coalesce(feedbacks, 'SELECT NULL::warning_feedback, NULL::warning_assignment, 0 WHERE false'),
    'sum(n), sum(sign_due), sum(signed_on_time), sum(visited), sum(effective), sum(lost), sum(dissuaded), sum(stopped)',
    'sum(n) <> 0 OR sum(sign_due) <> 0 OR sum(signed_on_time) <> 0 OR sum(visited) <> 0 OR sum(effective) <> 0
      OR sum(lost) <> 0 OR sum(dissuaded) <> 0 OR sum(stopped) <> 0',
    -- Both upserts add the same sums to the row they meet.
    'n = s.n + excluded.n, sign_due = s.sign_due + excluded.sign_due,
      signed_on_time = s.signed_on_time + excluded.signed_on_time, visited = s.visited + excluded.visited,
      effective = s.effective + excluded.effective, amount_lost = s.amount_lost + excluded.amount_lost,
      amount_dissuaded = s.amount_dissuaded + excluded.amount_dissuaded, amount_stopped = s.amount_stopped + excluded.amount_stopped')
$$;
--> statement-breakpoint
-- A truncate empties the hour rows as it empties the day rows.
CREATE OR REPLACE FUNCTION warning_statistics_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'warning_assignment' THEN
    TRUNCATE warning_statistics_figure, warning_statistics_hour_figure;
  ELSIF TG_TABLE_NAME = 'warning_feedback' THEN
    DELETE FROM warning_statistics_figure WHERE dim IN ('feedback', 'interim');
    DELETE FROM warning_statistics_hour_figure WHERE dim IN ('feedback', 'interim');
  ELSE
    UPDATE warning_assignment SET handed_on_at = NULL WHERE handed_on_at IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION warning_statistics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  LOCK TABLE warning_assignment, warning_feedback, warning_transfer IN SHARE MODE;
  EXECUTE warning_statistics_handed_on('SELECT id FROM warning_assignment');
  FOREACH statement IN ARRAY warning_statistics_depths('SELECT warning_id FROM warning_assignment') LOOP
    EXECUTE statement;
  END LOOP;
  TRUNCATE warning_statistics_figure, warning_statistics_hour_figure;
  EXECUTE warning_statistics_upsert('SELECT a, 1 FROM warning_assignment a',
    'SELECT f, a, 1 FROM warning_feedback f JOIN warning_assignment a ON a.id = f.assignment_id');
END $$;
--> statement-breakpoint
SELECT warning_statistics_rebuild();
