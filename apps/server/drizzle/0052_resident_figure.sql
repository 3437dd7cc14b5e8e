CREATE TABLE "resident_figure" (
	"org_path" text PRIMARY KEY NOT NULL,
	"residents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Residents per organisation moved by every writer of `resident`, once per statement (transition
-- tables: a bulk load is one pass), upserted in one order so two writers wait instead of deadlocking.
CREATE FUNCTION resident_figure_upsert(signed_rows text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO resident_figure AS f (org_path, residents)
    SELECT r.org_path, sum(r.delta) FROM (%s) AS r (org_path, delta)
    GROUP BY 1 HAVING sum(r.delta) <> 0 ORDER BY 1
    ON CONFLICT (org_path) DO UPDATE SET residents = f.residents + excluded.residents
  $q$, signed_rows)
$$;
--> statement-breakpoint
CREATE FUNCTION resident_figure_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text := 'SELECT org_path, 1 FROM new_rows';
  removed CONSTANT text := 'SELECT org_path, -1 FROM old_rows';
BEGIN
  EXECUTE resident_figure_upsert(CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed
    ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION resident_figure_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE resident IN SHARE MODE;
  TRUNCATE resident_figure;
  EXECUTE resident_figure_upsert('SELECT org_path, 1 FROM resident');
END $$;
--> statement-breakpoint
CREATE FUNCTION resident_figure_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE resident_figure;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resident_figure_insert AFTER INSERT ON resident
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION resident_figure_track();
--> statement-breakpoint
CREATE TRIGGER resident_figure_update AFTER UPDATE ON resident
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION resident_figure_track();
--> statement-breakpoint
CREATE TRIGGER resident_figure_delete AFTER DELETE ON resident
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION resident_figure_track();
--> statement-breakpoint
CREATE TRIGGER resident_figure_truncate AFTER TRUNCATE ON resident
  FOR EACH STATEMENT EXECUTE FUNCTION resident_figure_clear();
--> statement-breakpoint
SELECT resident_figure_rebuild();
