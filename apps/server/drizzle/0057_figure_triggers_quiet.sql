-- Statement triggers that return at once when their statement changed no row, and a feedback's trigger
-- that recomputes only the feedbacks' kept depths (a feedback moves no hop, so the assignments' depth
-- UPDATE it ran changed no row, yet fired the three sets of assignment triggers, each planning its dynamic
-- SQL for nothing). What a write still costs is those plans (bench/figure-writes.ts; README, Benchmarks).
-- The bodies are 0049's, 0051's, 0052's and 0055's with the guard in front.
CREATE OR REPLACE FUNCTION warning_figure_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text := 'SELECT row(n.*)::warning_assignment, 1 FROM new_rows n';
  removed CONSTANT text := 'SELECT row(o.*)::warning_assignment, -1 FROM old_rows o';
BEGIN
  -- A statement that changed no row moves no figure: return before planning anything. An UPDATE of
  -- no row (a kept depth already right) still fires every statement trigger of its table.
  IF TG_OP = 'DELETE' THEN
    PERFORM FROM old_rows LIMIT 1;
  ELSE
    PERFORM FROM new_rows LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  EXECUTE warning_figure_upsert(CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed
    ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_figure_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source CONSTANT text := rule_figure_source(TG_TABLE_NAME);
BEGIN
  -- A statement that changed no row moves no figure: return before planning anything. An UPDATE of
  -- no row (a kept depth already right) still fires every statement trigger of its table.
  IF TG_OP = 'DELETE' THEN
    PERFORM FROM old_rows LIMIT 1;
  ELSE
    PERFORM FROM new_rows LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  EXECUTE rule_figure_upsert(CASE TG_OP
    WHEN 'INSERT' THEN format(source, 'new_rows', 1)
    WHEN 'DELETE' THEN format(source, 'old_rows', -1)
    ELSE format(source, 'new_rows', 1) || ' UNION ALL ' || format(source, 'old_rows', -1) END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resident_figure_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text := 'SELECT org_path, 1 FROM new_rows';
  removed CONSTANT text := 'SELECT org_path, -1 FROM old_rows';
BEGIN
  -- A statement that changed no row moves no figure: return before planning anything. An UPDATE of
  -- no row (a kept depth already right) still fires every statement trigger of its table.
  IF TG_OP = 'DELETE' THEN
    PERFORM FROM old_rows LIMIT 1;
  ELSE
    PERFORM FROM new_rows LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  EXECUTE resident_figure_upsert(CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed
    ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION warning_statistics_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
  has_moved boolean;
  moved CONSTANT text := 'SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.warning_id, o.org_path, o.hop, o.pushed_at) IS DISTINCT FROM (n.warning_id, n.org_path, n.hop, n.pushed_at)';
BEGIN
  -- A statement that changed no row moves no figure: return before planning anything. An UPDATE of
  -- no row (a kept depth already right) still fires every statement trigger of its table.
  IF TG_OP = 'DELETE' THEN
    PERFORM FROM old_rows LIMIT 1;
  ELSE
    PERFORM FROM new_rows LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
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
CREATE OR REPLACE FUNCTION warning_statistics_transfer_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changed no row moves no figure: return before planning anything. An UPDATE of
  -- no row (a kept depth already right) still fires every statement trigger of its table.
  IF TG_OP = 'DELETE' THEN
    PERFORM FROM old_rows LIMIT 1;
  ELSE
    PERFORM FROM new_rows LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  EXECUTE warning_statistics_handed_on(CASE TG_OP WHEN 'INSERT' THEN 'SELECT from_assignment_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT from_assignment_id FROM old_rows'
    ELSE 'SELECT from_assignment_id FROM new_rows UNION SELECT from_assignment_id FROM old_rows' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION warning_statistics_feedback_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  has_moved boolean;
  moved CONSTANT text := 'SELECT unnest(ARRAY[o.assignment_id, n.assignment_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.assignment_id, o.created_at, o.round, o.is_final) IS DISTINCT FROM (n.assignment_id, n.created_at, n.round, n.is_final)';
  added CONSTANT text := 'SELECT row(f.*)::warning_feedback, a, 1 FROM new_rows f
    JOIN warning_assignment a ON a.id = f.assignment_id';
  removed CONSTANT text := 'SELECT row(f.*)::warning_feedback, a, -1 FROM old_rows f
    JOIN warning_assignment a ON a.id = f.assignment_id';
BEGIN
  -- A statement that changed no row moves no figure: return before planning anything. An UPDATE of
  -- no row (a kept depth already right) still fires every statement trigger of its table.
  IF TG_OP = 'DELETE' THEN
    PERFORM FROM old_rows LIMIT 1;
  ELSE
    PERFORM FROM new_rows LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE warning_statistics_upsert(NULL, added);
    -- The feedbacks' depths alone ([2]): the assignments' ([1]) depend on hops, which a feedback does not move.
    EXECUTE (warning_statistics_depths(
      'SELECT a.warning_id FROM new_rows f JOIN warning_assignment a ON a.id = f.assignment_id'))[2];
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE warning_statistics_upsert(NULL, removed);
    EXECUTE (warning_statistics_depths(
      'SELECT a.warning_id FROM old_rows f JOIN warning_assignment a ON a.id = f.assignment_id'))[2];
  ELSE
    EXECUTE warning_statistics_upsert(NULL, added || ' UNION ALL ' || removed);
    -- Only when a feedback moved: the depths' own UPDATE (of no rows, too) fires this trigger again.
    EXECUTE format('SELECT EXISTS (%s)', moved) INTO has_moved;
    IF has_moved THEN
      EXECUTE (warning_statistics_depths(
        format('SELECT a.warning_id FROM warning_assignment a WHERE a.id IN (%s)', moved)))[2];
    END IF;
  END IF;
  RETURN NULL;
END $$;
