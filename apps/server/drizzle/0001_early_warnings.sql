CREATE TABLE "early_warning" (
	"id" text PRIMARY KEY NOT NULL,
	"warning_no" text NOT NULL,
	"source" text NOT NULL,
	"upstream_no" text NOT NULL,
	"kind" text NOT NULL,
	"level" integer NOT NULL,
	"fraud_type_code" text,
	"victim_name" text NOT NULL,
	"victim_id_number" text,
	"victim_phone" text,
	"victim_bank_card" text,
	"victim_address" text,
	"person_key" text NOT NULL,
	"suspect_phone" text,
	"suspect_account" text,
	"call_count" integer,
	"call_duration_seconds" integer,
	"net_url" text,
	"fund_amount" numeric(14, 2),
	"linked_case_no" text,
	"duplicate_of_id" text,
	"pushed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "early_warning_warning_no_unique" UNIQUE("warning_no")
);
--> statement-breakpoint
CREATE TABLE "fraud_type" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warning_assignment" (
	"id" text PRIMARY KEY NOT NULL,
	"warning_id" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"parent_assignment_id" text,
	"hop" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"level" integer NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"fraud_type_code" text,
	"person_key" text NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL,
	"sign_deadline" timestamp with time zone NOT NULL,
	"feedback_deadline" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_by" text,
	"fed_back_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warning_deadline_config" (
	"level" integer PRIMARY KEY NOT NULL,
	"sign_minutes" integer NOT NULL,
	"feedback_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warning_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"assignment_id" text NOT NULL,
	"warning_id" text NOT NULL,
	"round" integer NOT NULL,
	"channels" text[] NOT NULL,
	"sms_content" text,
	"contact_target" text NOT NULL,
	"relative_name" text,
	"relative_phone" text,
	"relative_relation" text,
	"connected" boolean NOT NULL,
	"not_connected_reason" text,
	"defrauded" text NOT NULL,
	"dissuasion" text,
	"fraud_type_code" text,
	"regraded_level" integer,
	"amount_lost" numeric(14, 2),
	"amount_dissuaded" numeric(14, 2),
	"amount_stopped" numeric(14, 2),
	"fraud_time" timestamp with time zone,
	"account_involved" text,
	"result" text,
	"visit_result" text,
	"location" jsonb,
	"photos" text[],
	"remark" text,
	"is_final" boolean NOT NULL,
	"org_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warning_transfer" (
	"id" text PRIMARY KEY NOT NULL,
	"warning_id" text NOT NULL,
	"from_assignment_id" text NOT NULL,
	"from_state" text NOT NULL,
	"from_org_id" text NOT NULL,
	"to_org_id" text NOT NULL,
	"to_assignment_id" text,
	"reason" text NOT NULL,
	"reason_text" text,
	"status" text NOT NULL,
	"hop" integer NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"decided_by" text,
	"decided_by_name" text,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"org_id" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"query" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_circle_member" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_person_key" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"relation" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_client" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "intake_client_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "org_notice" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"warning_id" text,
	"assignment_id" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "liaison_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"assignment_id" text NOT NULL,
	"warning_id" text NOT NULL,
	"org_id" text NOT NULL,
	"contact_result" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warning_assignment" ADD CONSTRAINT "warning_assignment_warning_id_early_warning_id_fk" FOREIGN KEY ("warning_id") REFERENCES "public"."early_warning"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_feedback" ADD CONSTRAINT "warning_feedback_assignment_id_warning_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."warning_assignment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "early_warning_upstream_idx" ON "early_warning" USING btree ("source","upstream_no");--> statement-breakpoint
CREATE INDEX "early_warning_person_idx" ON "early_warning" USING btree ("person_key","pushed_at");--> statement-breakpoint
CREATE INDEX "early_warning_victim_name_idx" ON "early_warning" USING btree ("victim_name");--> statement-breakpoint
CREATE INDEX "early_warning_victim_phone_idx" ON "early_warning" USING btree ("victim_phone");--> statement-breakpoint
CREATE INDEX "early_warning_victim_id_idx" ON "early_warning" USING btree ("victim_id_number");--> statement-breakpoint
CREATE INDEX "assignment_org_state_idx" ON "warning_assignment" USING btree ("org_id","state","pushed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignment_org_pushed_idx" ON "warning_assignment" USING btree ("org_id","pushed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignment_state_pushed_idx" ON "warning_assignment" USING btree ("state","pushed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignment_pushed_idx" ON "warning_assignment" USING btree ("pushed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignment_path_idx" ON "warning_assignment" USING btree ("org_path" text_pattern_ops,"pushed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignment_warning_idx" ON "warning_assignment" USING btree ("warning_id");--> statement-breakpoint
CREATE INDEX "assignment_person_idx" ON "warning_assignment" USING btree ("person_key");--> statement-breakpoint
CREATE INDEX "assignment_sign_due_idx" ON "warning_assignment" USING btree ("sign_deadline") WHERE state = 'PENDING_SIGN' and escalated_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_assignment_round_idx" ON "warning_feedback" USING btree ("assignment_id","round");--> statement-breakpoint
CREATE INDEX "feedback_warning_idx" ON "warning_feedback" USING btree ("warning_id");--> statement-breakpoint
CREATE INDEX "transfer_from_org_idx" ON "warning_transfer" USING btree ("from_org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_to_org_idx" ON "warning_transfer" USING btree ("to_org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_warning_idx" ON "warning_transfer" USING btree ("warning_id","created_at");--> statement-breakpoint
CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id","action","created_at");--> statement-breakpoint
CREATE INDEX "protection_circle_owner_idx" ON "protection_circle_member" USING btree ("owner_person_key");--> statement-breakpoint
CREATE INDEX "org_notice_org_idx" ON "org_notice" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "liaison_feedback_warning_idx" ON "liaison_feedback" USING btree ("warning_id","created_at");