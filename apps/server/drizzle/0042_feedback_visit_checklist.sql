ALTER TABLE "rule_item" DROP CONSTRAINT "rule_item_metric_check";--> statement-breakpoint
ALTER TABLE "warning_feedback" ADD COLUMN "visit_checklist" jsonb;--> statement-breakpoint
ALTER TABLE "rule_item" ADD CONSTRAINT "rule_item_metric_check" CHECK ("metric" in ('WARNING_TIMELY', 'RETURN_VISIT', 'CONTROL_VISIT', 'PREACH_SESSIONS', 'APP_REGISTRATIONS', 'CASE_PUBLICITY', 'CASE_RATE', 'VISIT_CHECKLIST', 'LEDGER'));--> statement-breakpoint
ALTER TABLE "warning_feedback" ADD CONSTRAINT "warning_feedback_visit_checklist_check" CHECK (jsonb_typeof("warning_feedback"."visit_checklist") = 'array');