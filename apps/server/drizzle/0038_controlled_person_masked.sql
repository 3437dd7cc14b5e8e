ALTER TABLE "controlled_person" ADD COLUMN "id_number_masked" text;--> statement-breakpoint
ALTER TABLE "controlled_person" ADD COLUMN "phone_masked" text;
--> statement-breakpoint
-- Persons stored before: their masked forms, as core/personal-data.ts masks (first 3, last 4 kept). Runs before
-- `npm run data:reencrypt` has sealed anything only on a database from before sealing; on a sealed one the
-- command fills what is still missing (db/reseal.ts).
UPDATE "controlled_person" SET
  "id_number_masked" = CASE WHEN char_length("id_number") <= 7 THEN repeat('*', char_length("id_number"))
    ELSE left("id_number", 3) || repeat('*', char_length("id_number") - 7) || right("id_number", 4) END,
  "phone_masked" = CASE WHEN char_length("phone") <= 7 THEN repeat('*', char_length("phone"))
    ELSE left("phone", 3) || repeat('*', char_length("phone") - 7) || right("phone", 4) END
WHERE "id_number" NOT LIKE 'v1:%' AND "phone" NOT LIKE 'v1:%';
