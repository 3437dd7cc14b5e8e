CREATE TABLE "verification_item" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"title" text NOT NULL,
	"state" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"submitter_type" text NOT NULL,
	"submitter_id" text NOT NULL,
	"submitter_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"verify_group_id" text,
	"review_group_id" text,
	"verified_by" text,
	"verified_by_name" text,
	"verified_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"refused_stage" text,
	"refuse_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_item_kind_check" CHECK ("kind" in ('publicity_record', 'case_publicity', 'preach_completion', 'control_feedback', 'card_feedback', 'ledger_entry', 'report_submission')),
	CONSTRAINT "verification_item_state_check" CHECK ("state" in ('PENDING_VERIFY', 'PENDING_REVIEW', 'REVIEWED', 'REFUSED')),
	CONSTRAINT "verification_item_submitter_type_check" CHECK ("submitter_type" in ('oa', 'guard', 'cooperation')),
	CONSTRAINT "verification_item_refused_stage_check" CHECK ("refused_stage" in ('verify', 'review'))
);
--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_owner_type_check";--> statement-breakpoint
CREATE UNIQUE INDEX "verification_item_subject_idx" ON "verification_item" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "verification_item_verify_queue_idx" ON "verification_item" USING btree ("state","verify_group_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_item_review_queue_idx" ON "verification_item" USING btree ("state","review_group_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_item_path_idx" ON "verification_item" USING btree ("org_path" text_pattern_ops,"submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_type_check" CHECK ("owner_type" in ('warning_feedback', 'org', 'control_feedback', 'mail', 'mail_feedback', 'cooperation_task', 'cooperation_feedback', 'cooperation_step', 'cooperation_order', 'cooperation_order_feedback', 'preach_appointment', 'speech_chapter'));