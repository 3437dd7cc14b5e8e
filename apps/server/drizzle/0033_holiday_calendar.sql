CREATE TABLE "holiday_calendar" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holiday_calendar_kind_check" CHECK ("holiday_calendar"."kind" in ('HOLIDAY', 'MAKEUP_WORKDAY'))
);
--> statement-breakpoint
-- Every process reinstalls the centre's calendar at commit (core/cache-invalidation.ts, 'holiday_calendar').
CREATE TRIGGER holiday_calendar_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON holiday_calendar
  FOR EACH STATEMENT EXECUTE FUNCTION afp_notify_cache('holiday_calendar');
