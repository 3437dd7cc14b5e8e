CREATE TABLE "report_urge" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"period_key" text NOT NULL,
	"org_id" text NOT NULL,
	"urged_at" timestamp with time zone NOT NULL,
	"urged_by_id" text NOT NULL,
	"urged_by_name" text NOT NULL,
	"urged_by_org_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rule_item" DROP CONSTRAINT "rule_item_metric_check";--> statement-breakpoint
ALTER TABLE "org_notice" DROP CONSTRAINT "org_notice_kind_check";--> statement-breakpoint
ALTER TABLE "report_urge" ADD CONSTRAINT "report_urge_template_id_report_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_urge_period_idx" ON "report_urge" USING btree ("template_id","period_key","org_id","urged_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "rule_item" ADD CONSTRAINT "rule_item_metric_check" CHECK ("metric" in ('WARNING_TIMELY', 'RETURN_VISIT', 'CONTROL_VISIT', 'PREACH_SESSIONS', 'APP_REGISTRATIONS', 'CASE_PUBLICITY', 'CASE_RATE', 'VISIT_CHECKLIST', 'REPORT_SUBMISSION', 'LEDGER'));--> statement-breakpoint
ALTER TABLE "org_notice" ADD CONSTRAINT "org_notice_kind_check" CHECK ("kind" in ('new_warning', 'overdue', 'transfer_requested', 'transfer_rejected', 'transfer_withdrawn', 'transfer_approval', 'transfer_refused', 'transfer_approval_overdue', 'circle_alert', 'mail_new', 'mail_urge', 'mail_reminder', 'mail_revoked', 'cooperation_lapse', 'cooperation_withdrawn', 'verification_refused', 'recontact_due', 'carrier_assist', 'carrier_assist_answered', 'deadline_reminder', 'report_urge'));