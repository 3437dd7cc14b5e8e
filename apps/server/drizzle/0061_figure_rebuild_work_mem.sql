-- The figure rebuilds (npm run figures:rebuild, and a migration that rebuilds) group every raw row
-- by day, hour, organisation and dimensions in one statement. With the default 4 MB of work_mem a
-- province's rows spill into external sorts (17 GB of temporary files at 10 million assignments);
-- the rebuilds run one at a time, so each may take 256 MB for its groupings. A later
-- CREATE OR REPLACE of one of these functions resets this: restate it there (a test holds it).
ALTER FUNCTION warning_figure_rebuild() SET work_mem = '256MB';
--> statement-breakpoint
ALTER FUNCTION warning_statistics_rebuild() SET work_mem = '256MB';
--> statement-breakpoint
ALTER FUNCTION rule_figure_rebuild() SET work_mem = '256MB';
--> statement-breakpoint
ALTER FUNCTION resident_figure_rebuild() SET work_mem = '256MB';
