CREATE TABLE "work_reminder" (
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"share" integer NOT NULL,
	"org_id" text NOT NULL,
	"notice_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_reminder_item_kind_item_id_due_at_share_pk" PRIMARY KEY("item_kind","item_id","due_at","share")
);
--> statement-breakpoint
CREATE TABLE "work_todo" (
	"id" text PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"org_id" text NOT NULL,
	"provider" text NOT NULL,
	"app_key" text NOT NULL,
	"vendor_user_id" text NOT NULL,
	"vendor_task_id" text,
	"state" text NOT NULL,
	"subject" text NOT NULL,
	"due_at" timestamp with time zone,
	"link" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_todo_state_check" CHECK ("state" in ('PENDING', 'OPEN', 'CLOSING', 'DONE', 'CANCELLED', 'UNSUPPORTED'))
);
--> statement-breakpoint
ALTER TABLE "org_notice" DROP CONSTRAINT "org_notice_kind_check";--> statement-breakpoint
CREATE INDEX "work_reminder_sent_idx" ON "work_reminder" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_todo_active_idx" ON "work_todo" USING btree ("item_kind","item_id","org_id","provider","app_key","vendor_user_id") WHERE state in ('PENDING', 'OPEN', 'UNSUPPORTED');--> statement-breakpoint
CREATE INDEX "work_todo_entity_idx" ON "work_todo" USING btree ("item_kind","entity_id");--> statement-breakpoint
ALTER TABLE "org_notice" ADD CONSTRAINT "org_notice_kind_check" CHECK ("kind" in ('new_warning', 'overdue', 'transfer_requested', 'transfer_rejected', 'transfer_withdrawn', 'transfer_approval', 'transfer_refused', 'transfer_approval_overdue', 'circle_alert', 'mail_new', 'mail_urge', 'mail_reminder', 'mail_revoked', 'cooperation_lapse', 'cooperation_withdrawn', 'verification_refused', 'recontact_due', 'carrier_assist', 'carrier_assist_answered', 'deadline_reminder'));