ALTER TABLE "org_notice" DROP CONSTRAINT "org_notice_kind_check";--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD COLUMN "balance" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD COLUMN "result_reason" text;--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD COLUMN "case_number" text;--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "cooperation_task_step" ADD COLUMN "extension_hours" integer;--> statement-breakpoint
ALTER TABLE "cooperation_task_step" ADD COLUMN "lapse_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_notice" ADD CONSTRAINT "org_notice_kind_check" CHECK ("kind" in ('new_warning', 'overdue', 'transfer_requested', 'transfer_rejected', 'transfer_withdrawn', 'circle_alert', 'mail_new', 'mail_urge', 'mail_reminder', 'mail_revoked', 'cooperation_lapse'));--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD CONSTRAINT "cooperation_feedback_result_check" CHECK ("result" in ('SUCCESS', 'PARTIAL', 'FAILED'));