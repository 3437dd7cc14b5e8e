CREATE TABLE "warning_statistics_figure" (
	"org_path" text NOT NULL,
	"day" date NOT NULL,
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
	CONSTRAINT "warning_statistics_figure_org_path_day_dim_key_pk" PRIMARY KEY("org_path","day","dim","key"),
	CONSTRAINT "warning_statistics_figure_dim_check" CHECK (dim in ('state', 'level', 'fraudType', 'hour', 'child', 'all', 'signDue', 'overdue', 'feedback', 'interim'))
);
--> statement-breakpoint
ALTER TABLE "warning_assignment" ADD COLUMN "later_hop_depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warning_assignment" ADD COLUMN "handed_on_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warning_feedback" ADD COLUMN "later_depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warning_feedback" ADD COLUMN "later_interim_depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "assignment_unsigned_due_idx" ON "warning_assignment" USING btree ("sign_deadline") WHERE signed_at is null and state <> 'MERGED';--> statement-breakpoint
-- How many organisations two paths share from the root ('/c/d1/s1/' and '/c/d1/s2/' share 2): a
-- scope contains both exactly when its depth is at most this.
CREATE FUNCTION warning_path_common_depth(a text, b text) RETURNS integer LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(max(i), 0)::int
  FROM (SELECT string_to_array(trim(BOTH '/' FROM a), '/') AS x, string_to_array(trim(BOTH '/' FROM b), '/') AS y) AS p
  CROSS JOIN LATERAL generate_series(1, least(cardinality(p.x), cardinality(p.y))) AS i
  WHERE p.x[1:i] = p.y[1:i]
$$;
--> statement-breakpoint
-- The scopes an assignment's row counts in: the organisations of its path deeper than `below`, each
-- with the direct child of that scope holding it ('' when the scope is the holder itself).
CREATE FUNCTION warning_statistics_targets(holder text, below integer)
  RETURNS TABLE (org_path text, child text) LANGUAGE sql IMMUTABLE AS $$
  SELECT '/' || array_to_string(p.ids[1:i], '/') || '/', coalesce(p.ids[i + 1], '')
  FROM (SELECT string_to_array(trim(BOTH '/' FROM holder), '/') AS ids) AS p
  CROSS JOIN LATERAL generate_series(below + 1, cardinality(p.ids)) AS i
$$;
--> statement-breakpoint
-- The figure rows one assignment contributes, before they are spread over its scopes: `below` is the
-- depth its scopes must pass. The warning counts by its latest hop in a scope (the early-warning
-- statistics' `is_latest`: not handed on, or no later hop in the scope); every assignment is a sign
-- duty (signed ones settled; unsigned ones, neither merged away nor handed on by a transfer asked before
-- the deadline, due once the deadline passed — keyed by its China day) and, while open, turns overdue
-- at its deadline (keyed by its China day). `early-warning-statistics.oracle.ts` is the definition;
-- its exactness test compares. Shared by the triggers, the rebuild and the statistics' range edges.
CREATE FUNCTION warning_statistics_rows(a warning_assignment)
  RETURNS TABLE (day date, org_path text, below integer, dim text, key text, n integer, sign_due integer,
    signed_on_time integer, visited integer, effective integer)
  LANGUAGE sql STABLE AS $$
  SELECT (a.pushed_at AT TIME ZONE 'Asia/Shanghai')::date, a.org_path, d.below, d.dim, d.key, d.n, d.sign_due,
    d.signed_on_time, d.visited, d.effective
  FROM (SELECT CASE WHEN a.state <> 'TRANSFERRED' THEN 0 ELSE a.later_hop_depth END AS latest) AS l
  CROSS JOIN LATERAL (VALUES
    (l.latest, 'state', a.state, 1, 0, 0, 0, 0),
    (l.latest, 'level', a.level::text, 1, 0, 0, 0, 0),
    (l.latest, 'fraudType', coalesce(a.fraud_type_code, ''), 1, 0, 0, 0, 0),
    (l.latest, 'hour', extract(hour FROM a.pushed_at AT TIME ZONE 'Asia/Shanghai')::int::text, 1, 0, 0, 0, 0),
    (l.latest, 'child', '', 1, 0, 0, 0, 0),
    (0, 'all', '', 0, CASE WHEN a.signed_at IS NOT NULL THEN 1 ELSE 0 END,
      CASE WHEN a.signed_at <= a.sign_deadline THEN 1 ELSE 0 END,
      CASE WHEN a.return_visit_verdict IS NOT NULL THEN 1 ELSE 0 END,
      CASE WHEN a.return_visit_verdict = 'EFFECTIVE' THEN 1 ELSE 0 END),
    (0, 'signDue', CASE WHEN a.signed_at IS NULL AND a.state <> 'MERGED'
        AND (a.handed_on_at IS NULL OR a.handed_on_at > a.sign_deadline)
      THEN (a.sign_deadline AT TIME ZONE 'Asia/Shanghai')::date::text END, 1, 0, 0, 0, 0),
    (0, 'overdue', CASE WHEN a.state IN ('PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK') THEN
      ((CASE WHEN a.state = 'PENDING_SIGN' THEN a.sign_deadline ELSE a.feedback_deadline END)
        AT TIME ZONE 'Asia/Shanghai')::date::text END, 1, 0, 0, 0, 0)
  ) AS d (below, dim, key, n, sign_due, signed_on_time, visited, effective)
  WHERE d.key IS NOT NULL
$$;
--> statement-breakpoint
-- The figure rows one feedback contributes through its assignment: the warning fed back, with this
-- feedback's amounts, in the scopes where it is the warning's latest feedback; the warning with an
-- interim feedback where it is the latest interim one.
CREATE FUNCTION warning_statistics_feedback_rows(f warning_feedback, a warning_assignment)
  RETURNS TABLE (day date, org_path text, below integer, dim text, key text, n integer,
    amount_lost numeric, amount_dissuaded numeric, amount_stopped numeric)
  LANGUAGE sql STABLE AS $$
  SELECT (a.pushed_at AT TIME ZONE 'Asia/Shanghai')::date, a.org_path, d.below, d.dim, '', 1, d.lost, d.dissuaded,
    d.stopped
  FROM (VALUES
    ('feedback', f.later_depth, coalesce(f.amount_lost, 0), coalesce(f.amount_dissuaded, 0), coalesce(f.amount_stopped, 0)),
    ('interim', CASE WHEN NOT f.is_final THEN f.later_interim_depth END, 0, 0, 0)
  ) AS d (dim, below, lost, dissuaded, stopped)
  WHERE d.below IS NOT NULL
$$;
--> statement-breakpoint
-- The statement adding the rows of `assignments` (a warning_assignment, delta ±1) and `feedbacks`
-- (f warning_feedback, a warning_assignment, delta ±1) to the figures: summed per holder first, then
-- spread over the scopes, upserted in one order (as 0049's warning_figure_upsert).
CREATE FUNCTION warning_statistics_upsert(assignments text, feedbacks text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO warning_statistics_figure AS s (org_path, day, dim, key, n, sign_due, signed_on_time, visited,
      effective, amount_lost, amount_dissuaded, amount_stopped)
    SELECT t.org_path, h.day, h.dim, CASE WHEN h.dim = 'child' THEN t.child ELSE h.key END,
      sum(h.n), sum(h.sign_due), sum(h.signed_on_time), sum(h.visited), sum(h.effective), sum(h.lost),
      sum(h.dissuaded), sum(h.stopped)
    FROM (
      SELECT r.day, r.org_path, r.below, r.dim, r.key, sum(r.delta * r.n) AS n,
        sum(r.delta * r.sign_due) AS sign_due, sum(r.delta * r.signed_on_time) AS signed_on_time,
        sum(r.delta * r.visited) AS visited, sum(r.delta * r.effective) AS effective, sum(r.delta * r.lost) AS lost,
        sum(r.delta * r.dissuaded) AS dissuaded, sum(r.delta * r.stopped) AS stopped
      FROM (
        SELECT r.day, r.org_path, r.below, r.dim, r.key, r.n, r.sign_due, r.signed_on_time, r.visited, r.effective,
          0::numeric, 0::numeric, 0::numeric, d.delta
        FROM (%s) AS d (a, delta) CROSS JOIN LATERAL warning_statistics_rows(d.a) r
        UNION ALL
        SELECT r.day, r.org_path, r.below, r.dim, r.key, r.n, 0, 0, 0, 0, r.amount_lost, r.amount_dissuaded,
          r.amount_stopped, d.delta
        FROM (%s) AS d (f, a, delta) CROSS JOIN LATERAL warning_statistics_feedback_rows(d.f, d.a) r
      ) AS r (day, org_path, below, dim, key, n, sign_due, signed_on_time, visited, effective, lost, dissuaded,
        stopped, delta)
      GROUP BY r.day, r.org_path, r.below, r.dim, r.key
      HAVING sum(r.delta * r.n) <> 0 OR sum(r.delta * r.sign_due) <> 0 OR sum(r.delta * r.signed_on_time) <> 0
        OR sum(r.delta * r.visited) <> 0 OR sum(r.delta * r.effective) <> 0 OR sum(r.delta * r.lost) <> 0
        OR sum(r.delta * r.dissuaded) <> 0 OR sum(r.delta * r.stopped) <> 0
    ) AS h CROSS JOIN LATERAL warning_statistics_targets(h.org_path, h.below) t
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_path, day, dim, key) DO UPDATE
      SET n = s.n + excluded.n, sign_due = s.sign_due + excluded.sign_due,
        signed_on_time = s.signed_on_time + excluded.signed_on_time, visited = s.visited + excluded.visited,
        effective = s.effective + excluded.effective, amount_lost = s.amount_lost + excluded.amount_lost,
        amount_dissuaded = s.amount_dissuaded + excluded.amount_dissuaded,
        amount_stopped = s.amount_stopped + excluded.amount_stopped
  $q$, coalesce(assignments, 'SELECT NULL::warning_assignment, 0 WHERE false'),
    coalesce(feedbacks, 'SELECT NULL::warning_feedback, NULL::warning_assignment, 0 WHERE false'))
$$;
--> statement-breakpoint
-- The kept depths of the warnings `warnings` (a query of warning ids) recomputed, written where they
-- changed: each hop's deepest organisation shared with a later hop; each feedback's with a later
-- feedback (by time, hop, round), and with a later interim one. Their updates move the figures. Two
-- statements as text, run by the trigger function itself (it alone sees its transition tables).
CREATE FUNCTION warning_statistics_depths(warnings text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[format($q$
    UPDATE warning_assignment a SET later_hop_depth = c.depth
    FROM (
      SELECT x.id, coalesce(max(warning_path_common_depth(x.org_path, y.org_path)), 0) AS depth
      FROM warning_assignment x
      LEFT JOIN warning_assignment y ON y.warning_id = x.warning_id AND y.hop > x.hop
      WHERE x.warning_id IN (%s)
      GROUP BY x.id
    ) AS c
    WHERE a.id = c.id AND a.later_hop_depth <> c.depth
  $q$, warnings), format($q$
    WITH fb AS (
      SELECT f.id, a.warning_id, a.org_path, f.created_at, a.hop, f.round, f.is_final
      FROM warning_feedback f JOIN warning_assignment a ON a.id = f.assignment_id
      WHERE a.warning_id IN (%s)
    )
    UPDATE warning_feedback f SET later_depth = c.depth, later_interim_depth = c.interim_depth
    FROM (
      SELECT x.id, coalesce(max(warning_path_common_depth(x.org_path, y.org_path)), 0) AS depth,
        coalesce(max(warning_path_common_depth(x.org_path, y.org_path)) FILTER (WHERE NOT y.is_final), 0) AS interim_depth
      FROM fb x
      LEFT JOIN fb y ON y.warning_id = x.warning_id
        AND (y.created_at, y.hop, y.round, y.id) > (x.created_at, x.hop, x.round, x.id)
      GROUP BY x.id
    ) AS c
    WHERE f.id = c.id AND (f.later_depth <> c.depth OR f.later_interim_depth <> c.interim_depth)
  $q$, warnings)]
$$;
--> statement-breakpoint
-- Every writer of warning_assignment moves the figures in its own transaction, once per statement:
-- its rows (and, when an assignment's warning, path, hop or push moved, its feedbacks' rows) out with
-- the old values and in with the new; then the depths of the warnings whose hops came, went or moved.
CREATE FUNCTION warning_statistics_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
  has_moved boolean;
  moved CONSTANT text := 'SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.warning_id, o.org_path, o.hop, o.pushed_at) IS DISTINCT FROM (n.warning_id, n.org_path, n.hop, n.pushed_at)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE warning_statistics_upsert('SELECT row(n.*)::warning_assignment, 1 FROM new_rows n', NULL);
    FOREACH statement IN ARRAY warning_statistics_depths('SELECT warning_id FROM new_rows') LOOP
      EXECUTE statement;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE warning_statistics_upsert('SELECT row(o.*)::warning_assignment, -1 FROM old_rows o', NULL);
    FOREACH statement IN ARRAY warning_statistics_depths('SELECT warning_id FROM old_rows') LOOP
      EXECUTE statement;
    END LOOP;
  ELSE
    EXECUTE warning_statistics_upsert(
      'SELECT row(n.*)::warning_assignment, 1 FROM new_rows n UNION ALL SELECT row(o.*)::warning_assignment, -1 FROM old_rows o',
      format('SELECT f, row(n.*)::warning_assignment, 1 FROM new_rows n JOIN warning_feedback f ON f.assignment_id = n.id
          WHERE n.id IN (%1$s)
        UNION ALL SELECT f, row(o.*)::warning_assignment, -1 FROM old_rows o JOIN warning_feedback f ON f.assignment_id = o.id
          WHERE o.id IN (%1$s)', moved));
    -- Only when a hop moved: an UPDATE of no rows still fires its statement triggers, this one included.
    EXECUTE format('SELECT EXISTS (%s)', moved) INTO has_moved;
    IF has_moved THEN
      FOREACH statement IN ARRAY warning_statistics_depths(format(
        'SELECT o.warning_id FROM old_rows o WHERE o.id IN (%1$s) UNION SELECT n.warning_id FROM new_rows n WHERE n.id IN (%1$s)',
        moved)) LOOP
        EXECUTE statement;
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warning_assignment_statistics_insert AFTER INSERT ON warning_assignment
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_track();
--> statement-breakpoint
CREATE TRIGGER warning_assignment_statistics_update AFTER UPDATE ON warning_assignment
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_track();
--> statement-breakpoint
CREATE TRIGGER warning_assignment_statistics_delete AFTER DELETE ON warning_assignment
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_track();
--> statement-breakpoint
-- Every writer of warning_feedback: its rows through their assignments, then the depths of the
-- warnings whose feedbacks came, went or moved in time, round, finality or assignment.
CREATE FUNCTION warning_statistics_feedback_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
  has_moved boolean;
  moved CONSTANT text := 'SELECT unnest(ARRAY[o.assignment_id, n.assignment_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.assignment_id, o.created_at, o.round, o.is_final) IS DISTINCT FROM (n.assignment_id, n.created_at, n.round, n.is_final)';
  added CONSTANT text := 'SELECT row(f.*)::warning_feedback, a, 1 FROM new_rows f
    JOIN warning_assignment a ON a.id = f.assignment_id';
  removed CONSTANT text := 'SELECT row(f.*)::warning_feedback, a, -1 FROM old_rows f
    JOIN warning_assignment a ON a.id = f.assignment_id';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE warning_statistics_upsert(NULL, added);
    FOREACH statement IN ARRAY warning_statistics_depths(
      'SELECT a.warning_id FROM new_rows f JOIN warning_assignment a ON a.id = f.assignment_id') LOOP
      EXECUTE statement;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE warning_statistics_upsert(NULL, removed);
    FOREACH statement IN ARRAY warning_statistics_depths(
      'SELECT a.warning_id FROM old_rows f JOIN warning_assignment a ON a.id = f.assignment_id') LOOP
      EXECUTE statement;
    END LOOP;
  ELSE
    EXECUTE warning_statistics_upsert(NULL, added || ' UNION ALL ' || removed);
    -- Only when a feedback moved: the depths' own UPDATE (of no rows, too) fires this trigger again.
    EXECUTE format('SELECT EXISTS (%s)', moved) INTO has_moved;
    IF has_moved THEN
      FOREACH statement IN ARRAY warning_statistics_depths(
        format('SELECT a.warning_id FROM warning_assignment a WHERE a.id IN (%s)', moved)) LOOP
        EXECUTE statement;
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warning_feedback_statistics_insert AFTER INSERT ON warning_feedback
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_feedback_track();
--> statement-breakpoint
CREATE TRIGGER warning_feedback_statistics_update AFTER UPDATE ON warning_feedback
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_feedback_track();
--> statement-breakpoint
CREATE TRIGGER warning_feedback_statistics_delete AFTER DELETE ON warning_feedback
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_feedback_track();
--> statement-breakpoint
-- The sign duty ends when a transfer asked before its deadline is pending or accepted: each writer of
-- warning_transfer sets its assignments' `handed_on_at` (whose update moves the figures).
CREATE FUNCTION warning_statistics_handed_on(assignments text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    UPDATE warning_assignment a SET handed_on_at = c.handed_on_at
    FROM (
      SELECT a.id, (SELECT min(t.created_at) FROM warning_transfer t
          WHERE t.warning_id = a.warning_id AND t.from_assignment_id = a.id AND t.status IN ('REQUESTED', 'ACCEPTED'))
        AS handed_on_at
      FROM warning_assignment a WHERE a.id IN (%s)
    ) AS c
    WHERE a.id = c.id AND a.handed_on_at IS DISTINCT FROM c.handed_on_at
  $q$, assignments)
$$;
--> statement-breakpoint
CREATE FUNCTION warning_statistics_transfer_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE warning_statistics_handed_on(CASE TG_OP WHEN 'INSERT' THEN 'SELECT from_assignment_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT from_assignment_id FROM old_rows'
    ELSE 'SELECT from_assignment_id FROM new_rows UNION SELECT from_assignment_id FROM old_rows' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warning_transfer_statistics_insert AFTER INSERT ON warning_transfer
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_transfer_track();
--> statement-breakpoint
CREATE TRIGGER warning_transfer_statistics_update AFTER UPDATE ON warning_transfer
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_transfer_track();
--> statement-breakpoint
CREATE TRIGGER warning_transfer_statistics_delete AFTER DELETE ON warning_transfer
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_transfer_track();
--> statement-breakpoint
-- A truncate empties what it fed: the assignments' (everything), the feedbacks' rows, the transfers' ends of duty.
CREATE FUNCTION warning_statistics_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'warning_assignment' THEN
    TRUNCATE warning_statistics_figure;
  ELSIF TG_TABLE_NAME = 'warning_feedback' THEN
    DELETE FROM warning_statistics_figure WHERE dim IN ('feedback', 'interim');
  ELSE
    UPDATE warning_assignment SET handed_on_at = NULL WHERE handed_on_at IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warning_assignment_statistics_truncate AFTER TRUNCATE ON warning_assignment
  FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_clear();
--> statement-breakpoint
CREATE TRIGGER warning_feedback_statistics_truncate AFTER TRUNCATE ON warning_feedback
  FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_clear();
--> statement-breakpoint
CREATE TRIGGER warning_transfer_statistics_truncate AFTER TRUNCATE ON warning_transfer
  FOR EACH STATEMENT EXECUTE FUNCTION warning_statistics_clear();
--> statement-breakpoint
-- The kept columns and the figures recomputed from the raw rows in one transaction (`npm run
-- figures:rebuild`): nobody changes the three tables meanwhile (SHARE mode).
CREATE FUNCTION warning_statistics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  LOCK TABLE warning_assignment, warning_feedback, warning_transfer IN SHARE MODE;
  EXECUTE warning_statistics_handed_on('SELECT id FROM warning_assignment');
  FOREACH statement IN ARRAY warning_statistics_depths('SELECT warning_id FROM warning_assignment') LOOP
    EXECUTE statement;
  END LOOP;
  TRUNCATE warning_statistics_figure;
  EXECUTE warning_statistics_upsert('SELECT a, 1 FROM warning_assignment a',
    'SELECT f, a, 1 FROM warning_feedback f JOIN warning_assignment a ON a.id = f.assignment_id');
END $$;
--> statement-breakpoint
SELECT warning_statistics_rebuild();
