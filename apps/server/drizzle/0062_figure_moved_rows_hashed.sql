-- 预警统计's UPDATE triggers find the rows whose place moved (hop, organisation, push time; a
-- feedback's assignment, time, round or finality) by joining the statement's old and new rows on
-- id. Transition tables have no statistics, so for EXISTS the planner nests that join: a statement
-- changing n rows compared n² pairs (an UPDATE of 286,000 assignments at 10M had not finished after
-- 10 minutes; 10,000 at a time took 14 s each). EXCEPT over the compared columns finds the same
-- rows (NULLs compare as IS DISTINCT FROM does) by hashing, in time linear in the rows. Each
-- function is rewritten in place, and the migration fails if its text is neither the expected one nor
-- already the rewritten one.
DO $$
DECLARE
  fn regprocedure;
  old_text text;
  new_text text;
  body text;
BEGIN
  FOR fn, old_text, new_text IN VALUES
    ('warning_statistics_track()'::regprocedure,
     $o$'SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.warning_id, o.org_path, o.hop, o.pushed_at) IS DISTINCT FROM (n.warning_id, n.org_path, n.hop, n.pushed_at)'$o$,
     $n$'SELECT m.id FROM (SELECT id, warning_id, org_path, hop, pushed_at FROM old_rows
    EXCEPT SELECT id, warning_id, org_path, hop, pushed_at FROM new_rows) AS m'$n$),
    ('warning_statistics_feedback_track()'::regprocedure,
     $o$'SELECT unnest(ARRAY[o.assignment_id, n.assignment_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.assignment_id, o.created_at, o.round, o.is_final) IS DISTINCT FROM (n.assignment_id, n.created_at, n.round, n.is_final)'$o$,
     $n$'SELECT unnest(ARRAY[o.assignment_id, n.assignment_id]) FROM (SELECT id, assignment_id, created_at, round, is_final
    FROM old_rows EXCEPT SELECT id, assignment_id, created_at, round, is_final FROM new_rows) AS o JOIN new_rows n ON n.id = o.id'$n$)
  LOOP
    body := pg_get_functiondef(fn);
    CONTINUE WHEN position(new_text IN body) > 0; -- already rewritten (by hand, ahead of this migration)
    IF position(old_text IN body) = 0 THEN
      RAISE EXCEPTION 'migration 0062: % does not hold the expected moved-rows query', fn;
    END IF;
    EXECUTE replace(body, old_text, new_text);
  END LOOP;
END $$;
