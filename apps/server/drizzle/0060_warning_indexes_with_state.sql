DROP INDEX "assignment_org_pushed_idx";--> statement-breakpoint
DROP INDEX "assignment_path_idx";--> statement-breakpoint
CREATE INDEX "assignment_org_pushed_idx" ON "warning_assignment" USING btree ("org_id","pushed_at" DESC NULLS LAST,"state");--> statement-breakpoint
CREATE INDEX "assignment_path_idx" ON "warning_assignment" USING btree ("org_path" text_pattern_ops,"state");