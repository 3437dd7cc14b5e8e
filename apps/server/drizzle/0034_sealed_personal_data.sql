CREATE TABLE "person_key_scheme" (
	"id" text PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	CONSTRAINT "person_key_scheme_algorithm_check" CHECK ("algorithm" in ('hmac-sm3', 'hmac-sha256'))
);
--> statement-breakpoint
DROP INDEX "early_warning_victim_phone_idx";--> statement-breakpoint
DROP INDEX "early_warning_victim_id_idx";--> statement-breakpoint
DROP INDEX "preach_appointment_phone_starts_idx";--> statement-breakpoint
ALTER TABLE "early_warning" ADD COLUMN "victim_phone_masked" text;--> statement-breakpoint
ALTER TABLE "early_warning" ADD COLUMN "victim_id_number_masked" text;--> statement-breakpoint
ALTER TABLE "early_warning" ADD COLUMN "victim_phone_key" text;--> statement-breakpoint
ALTER TABLE "early_warning" ADD COLUMN "victim_id_number_key" text;--> statement-breakpoint
CREATE INDEX "early_warning_victim_phone_key_idx" ON "early_warning" USING btree ("victim_phone_key");--> statement-breakpoint
CREATE INDEX "early_warning_victim_id_number_key_idx" ON "early_warning" USING btree ("victim_id_number_key");--> statement-breakpoint
CREATE INDEX "preach_appointment_starts_idx" ON "preach_appointment" USING btree ("starts_at");
--> statement-breakpoint
-- Warnings stored before sealing: their masked forms, as core/personal-data.ts masks (first 3, last 4 kept).
-- The keyed hashes need PERSON_KEY_SECRET, which SQL has not: `npm run data:reencrypt` fills them and seals the numbers.
UPDATE "early_warning" SET
  "victim_phone_masked" = CASE WHEN char_length("victim_phone") <= 7 THEN repeat('*', char_length("victim_phone"))
    ELSE left("victim_phone", 3) || repeat('*', char_length("victim_phone") - 7) || right("victim_phone", 4) END,
  "victim_id_number_masked" = CASE WHEN char_length("victim_id_number") <= 7 THEN repeat('*', char_length("victim_id_number"))
    ELSE left("victim_id_number", 3) || repeat('*', char_length("victim_id_number") - 7) || right("victim_id_number", 4) END
WHERE "victim_phone" IS NOT NULL OR "victim_id_number" IS NOT NULL;
--> statement-breakpoint
-- How person keys and search hashes are keyed (core/person-key-scheme.ts): HMAC-SM3 on a new database; a database
-- already holding persons keeps HMAC-SHA256, since residents', registrations' and sign-ins' keys cannot be
-- recomputed (their whole numbers are stored nowhere).
INSERT INTO "person_key_scheme" ("id", "algorithm")
SELECT 'person_key', CASE WHEN EXISTS (SELECT 1 FROM "early_warning") OR EXISTS (SELECT 1 FROM "resident")
  OR EXISTS (SELECT 1 FROM "gullible_person") OR EXISTS (SELECT 1 FROM "spread_user")
  OR EXISTS (SELECT 1 FROM "preach_attendance") OR EXISTS (SELECT 1 FROM "protection_circle_member")
  THEN 'hmac-sha256' ELSE 'hmac-sm3' END;
