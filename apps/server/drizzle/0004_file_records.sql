CREATE TABLE "stored_file" (
	"key" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploader_type" text,
	"uploader_id" text,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"owner_type" text,
	"owner_id" text,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stored_file_purpose_check" CHECK ("purpose" in ('feedback_photo', 'org_file')),
	CONSTRAINT "stored_file_uploader_type_check" CHECK ("uploader_type" in ('oa', 'guard', 'cooperation')),
	CONSTRAINT "stored_file_owner_type_check" CHECK ("owner_type" in ('warning_feedback', 'org'))
);
--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_uploader_idx" ON "stored_file" USING btree ("uploader_type","uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_owner_idx" ON "stored_file" USING btree ("owner_type","owner_id");