CREATE TABLE "mail" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"urgency" text NOT NULL,
	"sender_org_id" text NOT NULL,
	"sender_org_path" text NOT NULL,
	"sender_id" text NOT NULL,
	"sender_name" text NOT NULL,
	"state" text NOT NULL,
	"sign_deadline" timestamp with time zone,
	"needs_feedback" boolean NOT NULL,
	"feedback_deadline" timestamp with time zone,
	"template_id" text,
	"revoke_reason" text,
	"finished_at" timestamp with time zone,
	"last_urged_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_state_check" CHECK ("state" in ('SENT', 'REVOKED', 'FINISHED')),
	CONSTRAINT "mail_urgency_check" CHECK ("urgency" in ('NORMAL', 'URGENT', 'EXTRA_URGENT'))
);
--> statement-breakpoint
CREATE TABLE "mail_receipt" (
	"id" text PRIMARY KEY NOT NULL,
	"mail_id" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"state" text NOT NULL,
	"read_at" timestamp with time zone,
	"read_by_name" text,
	"signed_at" timestamp with time zone,
	"signed_by_name" text,
	"return_reason" text,
	"feedback_content" text,
	"fed_back_at" timestamp with time zone,
	"fed_back_by_name" text,
	"supplement_note" text,
	"urge_count" integer DEFAULT 0 NOT NULL,
	"last_urged_at" timestamp with time zone,
	"sign_reminded_at" timestamp with time zone,
	"feedback_reminded_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_receipt_state_check" CHECK ("state" in ('UNREAD', 'READ', 'SIGNED', 'FED_BACK', 'RETURNED', 'REVOKED', 'FINISHED'))
);
--> statement-breakpoint
CREATE TABLE "mail_template" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"urgency" text NOT NULL,
	"needs_feedback" boolean NOT NULL,
	"sign_days" integer,
	"feedback_days" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_template_urgency_check" CHECK ("urgency" in ('NORMAL', 'URGENT', 'EXTRA_URGENT'))
);
--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_purpose_check";--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_owner_type_check";--> statement-breakpoint
ALTER TABLE "org_notice" DROP CONSTRAINT "org_notice_kind_check";--> statement-breakpoint
ALTER TABLE "mail_receipt" ADD CONSTRAINT "mail_receipt_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_sender_keyset_idx" ON "mail" USING btree ("sender_org_id","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_receipt_mail_org_idx" ON "mail_receipt" USING btree ("mail_id","org_id");--> statement-breakpoint
CREATE INDEX "mail_receipt_org_keyset_idx" ON "mail_receipt" USING btree ("org_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_receipt_open_idx" ON "mail_receipt" USING btree ("state","mail_id");--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_purpose_check" CHECK ("purpose" in ('feedback_photo', 'org_file', 'attachment'));--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_type_check" CHECK ("owner_type" in ('warning_feedback', 'org', 'control_feedback', 'mail', 'mail_feedback', 'cooperation_task', 'cooperation_feedback', 'cooperation_step', 'cooperation_order', 'cooperation_order_feedback'));--> statement-breakpoint
ALTER TABLE "org_notice" ADD CONSTRAINT "org_notice_kind_check" CHECK ("kind" in ('new_warning', 'overdue', 'transfer_requested', 'transfer_rejected', 'transfer_withdrawn', 'circle_alert', 'mail_new', 'mail_urge', 'mail_reminder', 'mail_revoked'));