CREATE TABLE "cooperation_order" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"urgency" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cooperation_order_type_check" CHECK ("type" in ('QUERY', 'STOP_PAYMENT', 'FREEZE', 'NUMBER_SHUTDOWN', 'ACCOUNT_RISK', 'CARD_CHECK', 'CLUE_REPORT', 'PUBLICITY')),
	CONSTRAINT "cooperation_order_urgency_check" CHECK ("urgency" in ('NORMAL', 'URGENT'))
);
--> statement-breakpoint
CREATE TABLE "cooperation_order_task" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"partner_org_id" text NOT NULL,
	"type" text NOT NULL,
	"urgency" text NOT NULL,
	"state" text NOT NULL,
	"org_path" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"fed_back_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"answer" text,
	"done_at" timestamp with time zone,
	"fed_back_by_name" text,
	"return_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cooperation_order_task_state_check" CHECK ("state" in ('ISSUED', 'RECEIVED', 'HANDLING', 'FED_BACK', 'CLOSED', 'RETURNED', 'WITHDRAWN')),
	CONSTRAINT "cooperation_order_task_type_check" CHECK ("type" in ('QUERY', 'STOP_PAYMENT', 'FREEZE', 'NUMBER_SHUTDOWN', 'ACCOUNT_RISK', 'CARD_CHECK', 'CLUE_REPORT', 'PUBLICITY')),
	CONSTRAINT "cooperation_order_task_urgency_check" CHECK ("urgency" in ('NORMAL', 'URGENT'))
);
--> statement-breakpoint
ALTER TABLE "cooperation_order_task" ADD CONSTRAINT "cooperation_order_task_order_id_cooperation_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cooperation_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperation_order_path_idx" ON "cooperation_order" USING btree ("org_path" text_pattern_ops,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cooperation_order_created_idx" ON "cooperation_order" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cooperation_order_task_partner_idx" ON "cooperation_order_task" USING btree ("partner_org_id","urgency","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cooperation_order_task_order_idx" ON "cooperation_order_task" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cooperation_order_task_issued_idx" ON "cooperation_order_task" USING btree ("issued_at");