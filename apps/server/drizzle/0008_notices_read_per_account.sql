CREATE TABLE "work_notice_delivery" (
	"provider" text NOT NULL,
	"app_key" text NOT NULL,
	"vendor_user_id" text NOT NULL,
	"day" date NOT NULL,
	"content_hash" text NOT NULL,
	"notice_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_notice_delivery_provider_app_key_vendor_user_id_day_content_hash_pk" PRIMARY KEY("provider","app_key","vendor_user_id","day","content_hash")
);
--> statement-breakpoint
CREATE TABLE "notice_read" (
	"login_type" text NOT NULL,
	"account_id" text NOT NULL,
	"notice_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_read_login_type_account_id_notice_id_pk" PRIMARY KEY("login_type","account_id","notice_id"),
	CONSTRAINT "notice_read_login_type_check" CHECK ("login_type" in ('oa', 'guard', 'cooperation'))
);
--> statement-breakpoint
DROP INDEX "org_notice_org_idx";--> statement-breakpoint
ALTER TABLE "notice_read" ADD CONSTRAINT "notice_read_notice_id_org_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."org_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_notice_delivery_day_idx" ON "work_notice_delivery" USING btree ("day");--> statement-breakpoint
CREATE INDEX "org_notice_org_keyset_idx" ON "org_notice" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "org_notice" DROP COLUMN "read_at";