CREATE TABLE "ledger_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"year" integer NOT NULL,
	"item_code" text NOT NULL,
	"month" integer NOT NULL,
	"value" integer NOT NULL,
	"description" text NOT NULL,
	"state" text NOT NULL,
	"submitted_by" text NOT NULL,
	"submitted_by_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"refuse_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entry_state_check" CHECK ("state" in ('SUBMITTED', 'VERIFIED', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "rule_item" (
	"year" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"metric" text NOT NULL,
	"station_target" numeric(10, 2) NOT NULL,
	"district_target" numeric(10, 2) NOT NULL,
	"weight" integer NOT NULL,
	"ledger_allowed" boolean NOT NULL,
	"description" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rule_item_year_code_pk" PRIMARY KEY("year","code"),
	CONSTRAINT "rule_item_metric_check" CHECK ("metric" in ('WARNING_TIMELY', 'RETURN_VISIT', 'CONTROL_VISIT', 'PREACH_SESSIONS', 'APP_REGISTRATIONS', 'CASE_PUBLICITY', 'CASE_RATE', 'LEDGER'))
);
--> statement-breakpoint
CREATE TABLE "preach_appointment" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"applicant_unit" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expected_audience" integer NOT NULL,
	"audience_type" text NOT NULL,
	"topics" text[] NOT NULL,
	"remark" text,
	"state" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"guard_id" text,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"audience_count" integer,
	"overview" text,
	"refuse_reason" text,
	"close_reason" text,
	"verified_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "preach_appointment_state_check" CHECK ("state" in ('SUBMITTED', 'ASSIGNED_TO_UNIT', 'ASSIGNED_TO_GUARD', 'ACCEPTED', 'COMPLETED', 'CLOSED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "preach_appointment_source_check" CHECK ("source" in ('BOOKING', 'SELF')),
	CONSTRAINT "preach_appointment_audience_type_check" CHECK ("audience_type" in ('STUDENT', 'ELDERLY', 'EMPLOYEE', 'RESIDENT', 'OFFICIAL', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "preach_attendance" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"guard_id" text NOT NULL,
	"phone_key" text NOT NULL,
	"rating" integer,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"rated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "preach_code" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"org_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "preach_code_kind_check" CHECK ("kind" in ('UNIT', 'GUARD'))
);
--> statement-breakpoint
CREATE TABLE "preach_profile" (
	"guard_id" text PRIMARY KEY NOT NULL,
	"overview" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_chapter" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"file_key" text,
	"duration_seconds" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "speech_chapter_kind_check" CHECK ("kind" in ('VIDEO', 'SLIDES', 'DOCUMENT'))
);
--> statement-breakpoint
CREATE TABLE "speech_course" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"lecturer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_progress" (
	"guard_id" text NOT NULL,
	"chapter_id" text NOT NULL,
	"course_id" text NOT NULL,
	"percent" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "speech_progress_guard_id_chapter_id_pk" PRIMARY KEY("guard_id","chapter_id")
);
--> statement-breakpoint
CREATE INDEX "ledger_entry_path_idx" ON "ledger_entry" USING btree ("org_path" text_pattern_ops,"submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entry_submitted_idx" ON "ledger_entry" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entry_item_idx" ON "ledger_entry" USING btree ("year","item_code","state");--> statement-breakpoint
CREATE INDEX "preach_appointment_path_starts_idx" ON "preach_appointment" USING btree ("org_path" text_pattern_ops,"starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "preach_appointment_guard_starts_idx" ON "preach_appointment" USING btree ("guard_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "preach_attendance_person_idx" ON "preach_attendance" USING btree ("appointment_id","phone_key");--> statement-breakpoint
CREATE INDEX "preach_attendance_guard_idx" ON "preach_attendance" USING btree ("guard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preach_code_owner_idx" ON "preach_code" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE INDEX "speech_chapter_course_idx" ON "speech_chapter" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "speech_course_order_idx" ON "speech_course" USING btree ("sort","published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "speech_progress_course_idx" ON "speech_progress" USING btree ("guard_id","course_id");