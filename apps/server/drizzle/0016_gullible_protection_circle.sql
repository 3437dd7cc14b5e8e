CREATE TABLE "protection_circle_alert" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"warning_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_circle_dissuasion" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"warning_id" text NOT NULL,
	"outcome" text NOT NULL,
	"amount" numeric(14, 2),
	"content" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_circle_dissuasion_outcome_check" CHECK ("outcome" in ('STOPPED', 'PARTLY', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "behavior_event" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"detail" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "behavior_event_kind_check" CHECK ("kind" in ('APP_INSTALL', 'SUSPECT_CALL', 'RISKY_WEBSITE', 'WARNING_PUSH', 'LARGE_TRANSFER')),
	CONSTRAINT "behavior_event_source_check" CHECK ("source" in ('OPERATOR', 'BANK', 'ANTI_FRAUD_APP', 'PLATFORM', 'PAYMENT'))
);
--> statement-breakpoint
CREATE TABLE "gullible_person" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"name" text NOT NULL,
	"phone_masked" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"contact_phone" text NOT NULL,
	"phone_key" text NOT NULL,
	"person_key" text NOT NULL,
	"address" text,
	"group" text NOT NULL,
	"risk_level" text NOT NULL,
	"source" text NOT NULL,
	"guard_id" text,
	"last_visited_at" timestamp with time zone,
	"publicity_done" boolean DEFAULT false NOT NULL,
	"app_installed" boolean DEFAULT false NOT NULL,
	"circle_joined" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gullible_person_group_check" CHECK ("group" in ('ELDERLY', 'HOME_MOTHER', 'SINGLE_YOUTH', 'STUDENT', 'FINANCE_STAFF', 'JOBLESS', 'OTHER')),
	CONSTRAINT "gullible_person_risk_check" CHECK ("risk_level" in ('HIGH', 'MEDIUM', 'LOW')),
	CONSTRAINT "gullible_person_source_check" CHECK ("source" in ('WARNING', 'POPULATION', 'SURVEY', 'SELF_REPORT'))
);
--> statement-breakpoint
CREATE TABLE "gullible_visit" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"org_id" text NOT NULL,
	"publicity_done" boolean NOT NULL,
	"app_installed" boolean NOT NULL,
	"circle_joined" boolean NOT NULL,
	"content" text NOT NULL,
	"visited_by" text NOT NULL,
	"visited_by_name" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protection_circle_member" ADD COLUMN "notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "protection_circle_member" ADD COLUMN "invitation_hash" text;--> statement-breakpoint
ALTER TABLE "protection_circle_member" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protection_circle_member" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "protection_circle_member" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "protection_circle_alert_member_warning_idx" ON "protection_circle_alert" USING btree ("member_id","warning_id");--> statement-breakpoint
CREATE INDEX "protection_circle_dissuasion_warning_idx" ON "protection_circle_dissuasion" USING btree ("warning_id","recorded_at");--> statement-breakpoint
CREATE INDEX "behavior_event_person_idx" ON "behavior_event" USING btree ("person_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gullible_person_org_created_idx" ON "gullible_person" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gullible_person_path_idx" ON "gullible_person" USING btree ("org_path" text_pattern_ops,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gullible_person_created_idx" ON "gullible_person" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gullible_person_phone_key_idx" ON "gullible_person" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "gullible_person_person_key_idx" ON "gullible_person" USING btree ("person_key");--> statement-breakpoint
CREATE INDEX "gullible_person_name_idx" ON "gullible_person" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gullible_visit_person_idx" ON "gullible_visit" USING btree ("person_id","visited_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "protection_circle_invitation_idx" ON "protection_circle_member" USING btree ("invitation_hash");