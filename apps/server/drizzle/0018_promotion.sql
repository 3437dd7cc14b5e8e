CREATE TABLE "admin_transfer" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"from_guard_id" text NOT NULL,
	"to_guard_id" text NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_transfer_state_check" CHECK ("state" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "promotion_code" (
	"guard_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spread_user" (
	"id" text PRIMARY KEY NOT NULL,
	"guard_id" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"guard_org_path" text NOT NULL,
	"name_masked" text NOT NULL,
	"phone_masked" text NOT NULL,
	"phone_key" text NOT NULL,
	"counted" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_transfer_open_idx" ON "admin_transfer" USING btree ("org_id") WHERE state = 'PENDING';--> statement-breakpoint
CREATE INDEX "admin_transfer_to_idx" ON "admin_transfer" USING btree ("to_guard_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_transfer_org_idx" ON "admin_transfer" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_code_code_idx" ON "promotion_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "spread_user_counted_phone_idx" ON "spread_user" USING btree ("phone_key") WHERE counted;--> statement-breakpoint
CREATE INDEX "spread_user_phone_key_idx" ON "spread_user" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "spread_user_guard_created_idx" ON "spread_user" USING btree ("guard_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spread_user_created_idx" ON "spread_user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spread_user_guard_path_idx" ON "spread_user" USING btree ("guard_org_path" text_pattern_ops,"created_at");