ALTER TABLE "cooperation_task" DROP CONSTRAINT "cooperation_task_type_check";--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD COLUMN "assist_outcome" text;--> statement-breakpoint
ALTER TABLE "cooperation_task" ADD COLUMN "warning_assignment_id" text;--> statement-breakpoint
ALTER TABLE "cooperation_task" ADD COLUMN "assist_help" text;--> statement-breakpoint
ALTER TABLE "cooperation_task" ADD COLUMN "assist_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cooperation_task_assist_open_idx" ON "cooperation_task" USING btree ("warning_assignment_id","assist_help") WHERE warning_assignment_id is not null and state in ('ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED');--> statement-breakpoint
ALTER TABLE "cooperation_feedback" ADD CONSTRAINT "cooperation_feedback_assist_outcome_check" CHECK ("assist_outcome" in ('DONE', 'CANNOT'));--> statement-breakpoint
ALTER TABLE "cooperation_task" ADD CONSTRAINT "cooperation_task_assist_help_check" CHECK ("assist_help" in ('SMS_REMINDER', 'CALL_DISSUASION', 'LINKED_NUMBERS'));--> statement-breakpoint
ALTER TABLE "cooperation_task" ADD CONSTRAINT "cooperation_task_assist_check" CHECK ((type = 'CARRIER_ASSIST') = (warning_assignment_id is not null and assist_help is not null and assist_phone is not null));--> statement-breakpoint
ALTER TABLE "cooperation_task" ADD CONSTRAINT "cooperation_task_type_check" CHECK ("type" in ('STOP_PAYMENT', 'FREEZE', 'NUMBER_SHUTDOWN', 'QUERY', 'ACCOUNT_RISK', 'CARD_CHECK', 'CLUE_REPORT', 'PUBLICITY', 'CARRIER_ASSIST'));