CREATE TABLE "case_bulletin" (
	"id" text PRIMARY KEY NOT NULL,
	"week_key" text NOT NULL,
	"bulletin_no" text NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"week_end" timestamp with time zone NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"cases" integer NOT NULL,
	"previous_cases" integer NOT NULL,
	"amount_lost" numeric(14, 2) NOT NULL,
	"figures" jsonb NOT NULL,
	"mail_id" text,
	"doc_number" text,
	"communities_with_tasks" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "case_bulletin_week_key_idx" ON "case_bulletin" USING btree ("week_key");--> statement-breakpoint
CREATE INDEX "case_bulletin_week_start_idx" ON "case_bulletin" USING btree ("week_start" DESC NULLS LAST,"id" DESC NULLS LAST);