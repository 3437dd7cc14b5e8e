ALTER TABLE "publicity_content" ADD COLUMN "state" text DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "publicity_content" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publicity_content" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "publicity_content" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publicity_content" ADD CONSTRAINT "publicity_content_state_check" CHECK ("state" in ('PUBLISHED', 'WITHDRAWN'));