-- The overview's, rule statistics' and residents' figure triggers return at once when their statement
-- changed no row: an UPDATE of no row (预警统计's kept depths, 0056) still fires every statement trigger
-- of its table, and each planned its dynamic SQL for nothing. 预警统计's own triggers do the same since
-- 0056. The bodies are 0049's, 0051's and 0052's with the guard in front.
CREATE OR REPLACE FUNCTION warning_figure_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text := 'SELECT row(n.*)::warning_assignment, 1 FROM new_rows n';
  removed CONSTANT text := 'SELECT row(o.*)::warning_assignment, -1 FROM old_rows o';
BEGIN
  -- A statement that changed no row moves no figure: return before planning anything. An UPDATE of
  -- no row (a kept depth already right) still fires every statement trigger of its table.
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
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
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
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
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  EXECUTE resident_figure_upsert(CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed
    ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $$;
