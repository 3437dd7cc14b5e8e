-- Rule statistics' figures are kept per station (a community's rows under its station; a district's or
-- the centre's own rows under themselves): the board's finest unit is the station, and the province's
-- board by station reads half the rows it read per community.
CREATE FUNCTION rule_figure_holder(org_path text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(substring(org_path FROM '^/[^/]+/[^/]+/[^/]+/'), org_path)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_figure_upsert(contributions text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO rule_month_figure AS f (metric, month, org_path, due_month, num, den)
    SELECT c.metric, c.month, rule_figure_holder(c.org_path), c.due_month, sum(c.delta * c.num), sum(c.delta * c.den)
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
