CREATE TABLE "resident" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"name" text NOT NULL,
	"phone_masked" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"phone_key" text NOT NULL,
	"id_number_key" text NOT NULL,
	"address" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"app_installed" boolean DEFAULT false NOT NULL,
	"last_publicity_at" timestamp with time zone,
	"gullible_person_id" text,
	"version" integer DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resident_tags_check" CHECK ("tags" <@ array['ELDERLY_ALONE', 'STUDENT', 'MIGRANT_WORKER', 'GULLIBLE']::text[])
);
--> statement-breakpoint
CREATE INDEX "resident_org_registered_idx" ON "resident" USING btree ("org_id","registered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resident_path_idx" ON "resident" USING btree ("org_path" text_pattern_ops,"registered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resident_registered_idx" ON "resident" USING btree ("registered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resident_phone_key_idx" ON "resident" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "resident_id_number_key_idx" ON "resident" USING btree ("id_number_key");--> statement-breakpoint
CREATE INDEX "resident_name_idx" ON "resident" USING btree ("name" text_pattern_ops);