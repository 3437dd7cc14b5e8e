CREATE TABLE "control_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"person_id" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"method" text NOT NULL,
	"result" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"content" text NOT NULL,
	"photos" text[] NOT NULL,
	"commitments" text[] NOT NULL,
	"state" text NOT NULL,
	"is_late" boolean DEFAULT false NOT NULL,
	"submitted_by" text NOT NULL,
	"submitted_by_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_by" text,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	CONSTRAINT "control_feedback_method_check" CHECK ("method" in ('FACE', 'PHONE', 'FAMILY')),
	CONSTRAINT "control_feedback_result_check" CHECK ("result" in ('FOUND', 'NOT_FOUND', 'LOST')),
	CONSTRAINT "control_feedback_state_check" CHECK ("state" in ('SUBMITTED', 'APPROVED', 'RETURNED'))
);
--> statement-breakpoint
CREATE TABLE "control_task" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"state" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"return_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "control_task_state_check" CHECK ("state" in ('PENDING', 'SUBMITTED', 'RETURNED', 'APPROVED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "controlled_person" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"label" text NOT NULL,
	"level" text NOT NULL,
	"state" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"guard_id" text,
	"current_task_id" text,
	"next_due_at" timestamp with time zone NOT NULL,
	"task_state" text,
	"missed_count" integer DEFAULT 0 NOT NULL,
	"last_visited_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "controlled_person_label_check" CHECK ("label" in ('HIGH_RISK', 'CARD_TRADE', 'AIDING', 'OVERSEAS', 'PRIOR_RECORD')),
	CONSTRAINT "controlled_person_level_check" CHECK ("level" in ('HIGH', 'MEDIUM', 'LOW')),
	CONSTRAINT "controlled_person_state_check" CHECK ("state" in ('IN_CONTROL', 'LOST_CONTACT', 'RELEASED')),
	CONSTRAINT "controlled_person_task_state_check" CHECK ("task_state" in ('PENDING', 'SUBMITTED', 'RETURNED', 'APPROVED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_owner_type_check";--> statement-breakpoint
CREATE INDEX "control_feedback_person_idx" ON "control_feedback" USING btree ("person_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "control_feedback_task_idx" ON "control_feedback" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "control_task_person_idx" ON "control_task" USING btree ("person_id","period_start");--> statement-breakpoint
CREATE INDEX "controlled_person_org_due_idx" ON "controlled_person" USING btree ("org_id","next_due_at","id");--> statement-breakpoint
CREATE INDEX "controlled_person_path_due_idx" ON "controlled_person" USING btree ("org_path" text_pattern_ops,"next_due_at","id");--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_type_check" CHECK ("owner_type" in ('warning_feedback', 'org', 'control_feedback'));