CREATE TABLE "case_publicity" (
	"id" text PRIMARY KEY NOT NULL,
	"warning_id" text NOT NULL,
	"warning_no" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"guard_id" text,
	"guard_name" text,
	"fraud_type_code" text,
	"amount_lost" numeric(14, 2) NOT NULL,
	"case_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"summary" text,
	"refuse_reason" text,
	"submitted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_publicity_state_check" CHECK ("state" in ('PENDING', 'SUBMITTED', 'VERIFIED', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "case_publicity_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"place" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"occurred_at" timestamp with time zone NOT NULL,
	"audience" integer NOT NULL,
	"photos" text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_publicity_activity_place_check" CHECK ("place" in ('BUILDING', 'COMMUNITY', 'WORKPLACE', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "publicity_content" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"fraud_type_codes" text[] NOT NULL,
	"cover_key" text,
	"file_key" text,
	"file_name" text,
	"video_url" text,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publicity_content_kind_check" CHECK ("kind" in ('ARTICLE', 'POSTER', 'VIDEO', 'DOCUMENT')),
	CONSTRAINT "publicity_content_category_check" CHECK ("category" in ('KNOWLEDGE', 'ALERT', 'LAW', 'ELDERLY', 'YOUTH'))
);
--> statement-breakpoint
CREATE TABLE "publicity_record" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"guard_id" text NOT NULL,
	"guard_name" text NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"occurred_at" timestamp with time zone NOT NULL,
	"audience" integer NOT NULL,
	"flyers" integer DEFAULT 0 NOT NULL,
	"app_installs" integer DEFAULT 0 NOT NULL,
	"photos" text[] NOT NULL,
	"remark" text,
	"state" text NOT NULL,
	"refuse_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publicity_record_type_check" CHECK ("type" in ('HOME_VISIT', 'LECTURE', 'STALL', 'WECHAT', 'BANNER', 'CAMPUS')),
	CONSTRAINT "publicity_record_state_check" CHECK ("state" in ('SUBMITTED', 'VERIFIED', 'REFUSED'))
);
--> statement-breakpoint
ALTER TABLE "case_publicity_activity" ADD CONSTRAINT "case_publicity_activity_case_id_case_publicity_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_publicity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_publicity_warning_idx" ON "case_publicity" USING btree ("warning_id");--> statement-breakpoint
CREATE INDEX "case_publicity_path_idx" ON "case_publicity" USING btree ("org_path" text_pattern_ops,"case_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "case_publicity_org_idx" ON "case_publicity" USING btree ("org_id","case_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "case_publicity_state_due_idx" ON "case_publicity" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "case_publicity_activity_case_idx" ON "case_publicity_activity" USING btree ("case_id","occurred_at");--> statement-breakpoint
CREATE INDEX "publicity_content_published_idx" ON "publicity_content" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publicity_content_category_idx" ON "publicity_content" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publicity_record_guard_idx" ON "publicity_record" USING btree ("guard_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publicity_record_path_idx" ON "publicity_record" USING btree ("org_path" text_pattern_ops,"occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publicity_record_occurred_idx" ON "publicity_record" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publicity_record_verified_idx" ON "publicity_record" USING btree ("verified_at") WHERE state = 'VERIFIED';