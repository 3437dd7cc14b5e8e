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
