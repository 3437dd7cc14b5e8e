CREATE TABLE "cooperation_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"step_id" text,
	"account" text,
	"amount" numeric(14, 2),
	"number" text,
	"done_at" timestamp with time zone,
	"answer" text,
	"content" text,
	"photos" text[] NOT NULL,
	"fed_back_by_id" text NOT NULL,
	"fed_back_by_name" text NOT NULL,
	"fed_back_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooperation_task" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"partner_org_id" text NOT NULL,
	"issuer_org_id" text NOT NULL,
	"issuer_org_path" text NOT NULL,
	"issuer_id" text NOT NULL,
	"issuer_name" text NOT NULL,
	"type" text NOT NULL,
	"urgency" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"subject_account" text,
	"subject_number" text,
	"requested_amount" numeric(14, 2),
	"attachments" text[] NOT NULL,
	"state" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"handling_at" timestamp with time zone,
	"fed_back_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"return_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cooperation_task_state_check" CHECK ("state" in ('ISSUED', 'RECEIVED', 'HANDLING', 'FED_BACK', 'RETURNED', 'CLOSED', 'WITHDRAWN')),
	CONSTRAINT "cooperation_task_type_check" CHECK ("type" in ('STOP_PAYMENT', 'FREEZE', 'NUMBER_SHUTDOWN', 'QUERY', 'ACCOUNT_RISK', 'CARD_CHECK', 'CLUE_REPORT', 'PUBLICITY')),
	CONSTRAINT "cooperation_task_urgency_check" CHECK ("urgency" in ('NORMAL', 'URGENT'))
);
--> statement-breakpoint
CREATE TABLE "cooperation_task_step" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"urgency" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"fed_back_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"amount" numeric(14, 2),
	"expires_at" timestamp with time zone,
	"paperwork_due_at" timestamp with time zone,
	"paperwork_done_at" timestamp with time zone,
	"paperwork" text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cooperation_step_kind_check" CHECK ("kind" in ('REQUEST', 'EXTENSION', 'RELEASE')),
	CONSTRAINT "cooperation_step_state_check" CHECK ("state" in ('PENDING', 'DONE', 'CANCELLED')),
	CONSTRAINT "cooperation_step_urgency_check" CHECK ("urgency" in ('NORMAL', 'URGENT'))
);
--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD CONSTRAINT "cooperation_feedback_task_id_cooperation_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."cooperation_task"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_task_step" ADD CONSTRAINT "cooperation_task_step_task_id_cooperation_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."cooperation_task"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperation_feedback_task_idx" ON "cooperation_feedback" USING btree ("task_id","fed_back_at");--> statement-breakpoint
CREATE INDEX "cooperation_task_partner_idx" ON "cooperation_task" USING btree ("partner_org_id","state","deadline_at");--> statement-breakpoint
CREATE INDEX "cooperation_task_partner_issued_idx" ON "cooperation_task" USING btree ("partner_org_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cooperation_task_issuer_idx" ON "cooperation_task" USING btree ("issuer_org_path" text_pattern_ops,"issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cooperation_task_issued_idx" ON "cooperation_task" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cooperation_step_task_seq_idx" ON "cooperation_task_step" USING btree ("task_id","seq");