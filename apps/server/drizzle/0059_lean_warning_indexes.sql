DROP INDEX "early_warning_victim_name_idx";--> statement-breakpoint
DROP INDEX "assignment_org_state_idx";--> statement-breakpoint
DROP INDEX "assignment_org_pushed_idx";--> statement-breakpoint
DROP INDEX "assignment_state_pushed_idx";--> statement-breakpoint
DROP INDEX "assignment_pushed_idx";--> statement-breakpoint
DROP INDEX "assignment_path_idx";--> statement-breakpoint
CREATE INDEX "early_warning_victim_name_idx" ON "early_warning" USING btree ("victim_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "assignment_org_state_idx" ON "warning_assignment" USING btree ("org_id","state","pushed_at" DESC NULLS LAST) WHERE state <> 'CLOSED';--> statement-breakpoint
CREATE INDEX "assignment_org_pushed_idx" ON "warning_assignment" USING btree ("org_id","pushed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignment_state_pushed_idx" ON "warning_assignment" USING btree ("state","pushed_at" DESC NULLS LAST) WHERE state <> 'CLOSED';--> statement-breakpoint
CREATE INDEX "assignment_pushed_idx" ON "warning_assignment" USING btree ("pushed_at" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assignment_path_idx" ON "warning_assignment" USING btree ("org_path" text_pattern_ops);