CREATE TABLE "login_lock" (
	"login_type" text NOT NULL,
	"login_name" text NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_lock_login_type_login_name_pk" PRIMARY KEY("login_type","login_name"),
	CONSTRAINT "login_lock_login_type_check" CHECK ("login_type" in ('oa', 'guard', 'cooperation'))
);
--> statement-breakpoint
CREATE INDEX "login_lock_last_failure_idx" ON "login_lock" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "oa_account" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "oa_account" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "guard_user" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "guard_user" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "cooperation_account" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "cooperation_account" DROP COLUMN "locked_until";