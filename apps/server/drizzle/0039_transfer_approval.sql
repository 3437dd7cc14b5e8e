ALTER TABLE "warning_transfer" DROP CONSTRAINT "warning_transfer_status_check";--> statement-breakpoint
ALTER TABLE "org_notice" DROP CONSTRAINT "org_notice_kind_check";--> statement-breakpoint
ALTER TABLE "warning_transfer" ADD COLUMN "approval_org_id" text;--> statement-breakpoint
ALTER TABLE "warning_transfer" ADD COLUMN "approval_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warning_transfer" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "warning_transfer" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "warning_transfer" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warning_transfer" ADD COLUMN "approval_escalated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transfer_approval_org_idx" ON "warning_transfer" USING btree ("approval_org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_approval_due_idx" ON "warning_transfer" USING btree ("approval_deadline") WHERE status = 'PENDING_APPROVAL' and approval_escalated_at is null;--> statement-breakpoint
ALTER TABLE "warning_transfer" ADD CONSTRAINT "warning_transfer_status_check" CHECK ("status" in ('PENDING_APPROVAL', 'REQUESTED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN', 'REFUSED'));--> statement-breakpoint
ALTER TABLE "org_notice" ADD CONSTRAINT "org_notice_kind_check" CHECK ("kind" in ('new_warning', 'overdue', 'transfer_requested', 'transfer_rejected', 'transfer_withdrawn', 'transfer_approval', 'transfer_refused', 'transfer_approval_overdue', 'circle_alert', 'mail_new', 'mail_urge', 'mail_reminder', 'mail_revoked', 'cooperation_lapse', 'cooperation_withdrawn', 'verification_refused'));