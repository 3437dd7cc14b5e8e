CREATE TABLE "report_submission" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"period_key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"state" text NOT NULL,
	"values" jsonb NOT NULL,
	"first_submitted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" text,
	"submitted_by_name" text,
	"verified_at" timestamp with time zone,
	"refuse_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_submission_state_check" CHECK ("state" in ('DRAFT', 'SUBMITTED', 'VERIFIED', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "report_template" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"due_days" integer,
	"due_date" text,
	"target_level" integer NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_template_kind_check" CHECK ("kind" in ('WEEKLY', 'MONTHLY', 'SPECIAL'))
);
--> statement-breakpoint
ALTER TABLE "report_submission" ADD CONSTRAINT "report_submission_template_id_report_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_submission_period_uq" ON "report_submission" USING btree ("template_id","period_key","org_id");--> statement-breakpoint
CREATE INDEX "report_submission_path_idx" ON "report_submission" USING btree ("org_path" text_pattern_ops,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_submission_updated_idx" ON "report_submission" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_template_created_idx" ON "report_template" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);