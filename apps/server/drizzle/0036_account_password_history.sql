ALTER TABLE "oa_account" ADD COLUMN "previous_password_hash" text;--> statement-breakpoint
ALTER TABLE "oa_account" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cooperation_account" ADD COLUMN "previous_password_hash" text;--> statement-breakpoint
ALTER TABLE "cooperation_account" ADD COLUMN "password_changed_at" timestamp with time zone;