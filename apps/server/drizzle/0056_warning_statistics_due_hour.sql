-- 预警统计's clock-dependent figures keyed by the China hour their deadline falls in ('2026-12-07 09'),
-- not the day: those due before the current hour are read from the figures, only the current hour's
-- are counted live (an hour of deadlines, not a day's — at 10M warnings a day is ~100k rows).
CREATE OR REPLACE FUNCTION warning_statistics_rows(a warning_assignment)
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
      THEN to_char(a.sign_deadline AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24') END, 1, 0, 0, 0, 0),
    (0, 'overdue', CASE WHEN a.state IN ('PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK') THEN
      to_char((CASE WHEN a.state = 'PENDING_SIGN' THEN a.sign_deadline ELSE a.feedback_deadline END)
        AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24') END, 1, 0, 0, 0, 0)
  ) AS d (below, dim, key, n, sign_due, signed_on_time, visited, effective)
  WHERE d.key IS NOT NULL
$$;
--> statement-breakpoint
SELECT warning_statistics_rebuild();
--> statement-breakpoint
-- Cheaper writes: a kept column is updated only where it changes — an UPDATE of no rows still fires every
-- statement trigger of its table (the overview's, rule statistics', these), each planning its dynamic SQL —
-- and a trigger whose statement touched no row returns at once. The changes are selected first (by the
-- trigger function itself: only it sees its transition tables), then written.
CREATE FUNCTION warning_statistics_hop_changes(warnings text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT array_agg(c.id), array_agg(c.depth) FROM (
      SELECT x.id, x.later_hop_depth, coalesce(max(warning_path_common_depth(x.org_path, y.org_path)), 0) AS depth
      FROM warning_assignment x
      LEFT JOIN warning_assignment y ON y.warning_id = x.warning_id AND y.hop > x.hop
      WHERE x.warning_id IN (%s)
      GROUP BY x.id, x.later_hop_depth
    ) AS c WHERE c.later_hop_depth <> c.depth
  $q$, warnings)
$$;
--> statement-breakpoint
CREATE FUNCTION warning_statistics_feedback_changes(warnings text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH fb AS (
      SELECT f.id, a.warning_id, a.org_path, f.created_at, a.hop, f.round, f.is_final, f.later_depth, f.later_interim_depth
      FROM warning_feedback f JOIN warning_assignment a ON a.id = f.assignment_id
      WHERE a.warning_id IN (%s)
    )
    SELECT array_agg(c.id), array_agg(c.depth), array_agg(c.interim_depth) FROM (
      SELECT x.id, x.later_depth, x.later_interim_depth,
        coalesce(max(warning_path_common_depth(x.org_path, y.org_path)), 0) AS depth,
        coalesce(max(warning_path_common_depth(x.org_path, y.org_path)) FILTER (WHERE NOT y.is_final), 0) AS interim_depth
      FROM fb x
      LEFT JOIN fb y ON y.warning_id = x.warning_id
        AND (y.created_at, y.hop, y.round, y.id) > (x.created_at, x.hop, x.round, x.id)
      GROUP BY x.id, x.later_depth, x.later_interim_depth
    ) AS c WHERE c.later_depth <> c.depth OR c.later_interim_depth <> c.interim_depth
  $q$, warnings)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION warning_statistics_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  has_moved boolean;
  ids text[];
  depths integer[];
  interim_depths integer[];
  warnings text;
  moved CONSTANT text := 'SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.warning_id, o.org_path, o.hop, o.pushed_at) IS DISTINCT FROM (n.warning_id, n.org_path, n.hop, n.pushed_at)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    EXECUTE warning_statistics_upsert('SELECT row(n.*)::warning_assignment, 1 FROM new_rows n', NULL);
    warnings := 'SELECT warning_id FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    EXECUTE warning_statistics_upsert('SELECT row(o.*)::warning_assignment, -1 FROM old_rows o', NULL);
    warnings := 'SELECT warning_id FROM old_rows';
  ELSE
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    EXECUTE format('SELECT EXISTS (%s)', moved) INTO has_moved;
    EXECUTE warning_statistics_upsert(
      'SELECT row(n.*)::warning_assignment, 1 FROM new_rows n UNION ALL SELECT row(o.*)::warning_assignment, -1 FROM old_rows o',
      CASE WHEN has_moved THEN format('SELECT f, row(n.*)::warning_assignment, 1 FROM new_rows n
          JOIN warning_feedback f ON f.assignment_id = n.id WHERE n.id IN (%1$s)
        UNION ALL SELECT f, row(o.*)::warning_assignment, -1 FROM old_rows o
          JOIN warning_feedback f ON f.assignment_id = o.id WHERE o.id IN (%1$s)', moved) END);
    -- Only a hop that moved changes depths: the depths' own UPDATE fires this trigger again.
    IF NOT has_moved THEN RETURN NULL; END IF;
    warnings := format(
      'SELECT o.warning_id FROM old_rows o WHERE o.id IN (%1$s) UNION SELECT n.warning_id FROM new_rows n WHERE n.id IN (%1$s)',
      moved);
    -- A moved hop also moves its feedbacks' order and paths (an inserted or deleted hop has no feedbacks).
    EXECUTE warning_statistics_feedback_changes(warnings) INTO ids, depths, interim_depths;
    IF ids IS NOT NULL THEN
      UPDATE warning_feedback f SET later_depth = c.depth, later_interim_depth = c.interim_depth
      FROM unnest(ids, depths, interim_depths) AS c (id, depth, interim_depth) WHERE f.id = c.id;
    END IF;
  END IF;
  EXECUTE warning_statistics_hop_changes(warnings) INTO ids, depths;
  IF ids IS NOT NULL THEN
    UPDATE warning_assignment a SET later_hop_depth = c.depth
    FROM unnest(ids, depths) AS c (id, depth) WHERE a.id = c.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION warning_statistics_feedback_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  depths integer[];
  interim_depths integer[];
  warnings text;
  added CONSTANT text := 'SELECT row(f.*)::warning_feedback, a, 1 FROM new_rows f
    JOIN warning_assignment a ON a.id = f.assignment_id';
  removed CONSTANT text := 'SELECT row(f.*)::warning_feedback, a, -1 FROM old_rows f
    JOIN warning_assignment a ON a.id = f.assignment_id';
  moved CONSTANT text := 'SELECT unnest(ARRAY[o.assignment_id, n.assignment_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.assignment_id, o.created_at, o.round, o.is_final) IS DISTINCT FROM (n.assignment_id, n.created_at, n.round, n.is_final)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    EXECUTE warning_statistics_upsert(NULL, added);
    warnings := 'SELECT a.warning_id FROM new_rows f JOIN warning_assignment a ON a.id = f.assignment_id';
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    EXECUTE warning_statistics_upsert(NULL, removed);
    warnings := 'SELECT a.warning_id FROM old_rows f JOIN warning_assignment a ON a.id = f.assignment_id';
  ELSE
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    EXECUTE warning_statistics_upsert(NULL, added || ' UNION ALL ' || removed);
    warnings := format('SELECT a.warning_id FROM warning_assignment a WHERE a.id IN (%s)', moved);
  END IF;
  -- Feedbacks' depths only: the hops' do not depend on feedbacks.
  EXECUTE warning_statistics_feedback_changes(warnings) INTO ids, depths, interim_depths;
  IF ids IS NOT NULL THEN
    UPDATE warning_feedback f SET later_depth = c.depth, later_interim_depth = c.interim_depth
    FROM unnest(ids, depths, interim_depths) AS c (id, depth, interim_depth) WHERE f.id = c.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION warning_statistics_transfer_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  handed_on timestamptz[];
BEGIN
  EXECUTE format($q$
    SELECT array_agg(c.id), array_agg(c.handed_on_at) FROM (
      SELECT a.id, a.handed_on_at AS kept, (SELECT min(t.created_at) FROM warning_transfer t
          WHERE t.warning_id = a.warning_id AND t.from_assignment_id = a.id AND t.status IN ('REQUESTED', 'ACCEPTED'))
        AS handed_on_at
      FROM warning_assignment a WHERE a.id IN (%s)
    ) AS c WHERE c.kept IS DISTINCT FROM c.handed_on_at
  $q$, CASE TG_OP WHEN 'INSERT' THEN 'SELECT from_assignment_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT from_assignment_id FROM old_rows'
    ELSE 'SELECT from_assignment_id FROM new_rows UNION SELECT from_assignment_id FROM old_rows' END) INTO ids, handed_on;
  IF ids IS NOT NULL THEN
    UPDATE warning_assignment a SET handed_on_at = c.handed_on_at
    FROM unnest(ids, handed_on) AS c (id, handed_on_at) WHERE a.id = c.id;
  END IF;
  RETURN NULL;
END $$;
