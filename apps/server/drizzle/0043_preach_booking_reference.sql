ALTER TABLE "preach_appointment" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "preach_appointment_reference_idx" ON "preach_appointment" USING btree ("reference");--> statement-breakpoint
-- Bookings made before references existed get theirs: the China day they were made and their order in it.
UPDATE "preach_appointment" p SET "reference" = r.ref FROM (
  SELECT id, 'YY' || to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYMMDD')
    || lpad((row_number() OVER (PARTITION BY (created_at AT TIME ZONE 'Asia/Shanghai')::date ORDER BY created_at, id))::text, 4, '0') AS ref
  FROM "preach_appointment" WHERE "source" = 'BOOKING'
) r WHERE p.id = r.id;
