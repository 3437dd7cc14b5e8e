DROP INDEX "early_warning_person_idx";--> statement-breakpoint
DROP INDEX "early_warning_victim_phone_key_idx";--> statement-breakpoint
DROP INDEX "early_warning_victim_id_number_key_idx";--> statement-breakpoint
DROP INDEX "assignment_person_idx";--> statement-breakpoint
CREATE INDEX "early_warning_victim_phone_key_idx" ON "early_warning" USING hash ("victim_phone_key");--> statement-breakpoint
CREATE INDEX "early_warning_victim_id_number_key_idx" ON "early_warning" USING hash ("victim_id_number_key");--> statement-breakpoint
CREATE INDEX "assignment_person_idx" ON "warning_assignment" USING hash ("person_key");