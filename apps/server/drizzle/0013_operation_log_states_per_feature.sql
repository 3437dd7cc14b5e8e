ALTER TABLE "operation_log" DROP CONSTRAINT "operation_log_from_state_check";--> statement-breakpoint
ALTER TABLE "operation_log" DROP CONSTRAINT "operation_log_to_state_check";