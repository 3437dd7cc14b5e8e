CREATE TABLE "org" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"level" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"utype" integer NOT NULL,
	"lowest" boolean DEFAULT false NOT NULL,
	"org_id" text NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "oa_account_account_name_unique" UNIQUE("account_name")
);
--> statement-breakpoint
CREATE TABLE "guard_user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"role_type" integer NOT NULL,
	"org_id" text NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooperation_account" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"org_id" text NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cooperation_account_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries_left" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumed_auth_code" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"consumed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openid_binding" (
	"openid" text NOT NULL,
	"login_type" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "openid_binding_openid_login_type_account_id_pk" PRIMARY KEY("openid","login_type","account_id")
);
--> statement-breakpoint
CREATE TABLE "workplace_identity" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"app_key" text NOT NULL,
	"vendor_user_id" text NOT NULL,
	"openid" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workplace_identity_openid_unique" UNIQUE("openid")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"login_type" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"org_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_group" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_group_member" (
	"group_id" text NOT NULL,
	"account_id" text NOT NULL,
	CONSTRAINT "verify_group_member_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "verify_group_org" (
	"group_id" text NOT NULL,
	"org_id" text NOT NULL,
	CONSTRAINT "verify_group_org_group_id_org_id_pk" PRIMARY KEY("group_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "download_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"login_type" text NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rule_set" (
	"year" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"issued_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "oa_account" ADD CONSTRAINT "oa_account_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guard_user" ADD CONSTRAINT "guard_user_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_account" ADD CONSTRAINT "cooperation_account_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_group_member" ADD CONSTRAINT "verify_group_member_group_id_verify_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."verify_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_group_member" ADD CONSTRAINT "verify_group_member_account_id_oa_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."oa_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_group_org" ADD CONSTRAINT "verify_group_org_group_id_verify_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."verify_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_group_org" ADD CONSTRAINT "verify_group_org_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_path_idx" ON "org" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "org_parent_idx" ON "org" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guard_user_phone_idx" ON "guard_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "guard_user_org_idx" ON "guard_user" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "workplace_identity_vendor_idx" ON "workplace_identity" USING btree ("provider","app_key","vendor_user_id");--> statement-breakpoint
CREATE INDEX "session_account_idx" ON "session" USING btree ("login_type","account_id");--> statement-breakpoint
CREATE INDEX "operation_log_entity_idx" ON "operation_log" USING btree ("entity_type","entity_id");