CREATE TABLE "mail_doc_counter" (
	"org_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "mail_doc_counter_org_id_year_pk" PRIMARY KEY("org_id","year")
);
--> statement-breakpoint
CREATE TABLE "mail_read" (
	"receipt_id" text NOT NULL,
	"reader_type" text NOT NULL,
	"reader_id" text NOT NULL,
	"reader_name" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_read_receipt_id_reader_type_reader_id_pk" PRIMARY KEY("receipt_id","reader_type","reader_id")
);
--> statement-breakpoint
ALTER TABLE "org_notice" DROP CONSTRAINT "org_notice_kind_check";--> statement-breakpoint
ALTER TABLE "mail" DROP CONSTRAINT "mail_state_check";--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "secrecy" text DEFAULT 'PUBLIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "doc_number" text;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "doc_year" integer;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "doc_seq" integer;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "needs_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "pending_targets" jsonb;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "approver_id" text;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "approver_name" text;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "mail_receipt" ADD COLUMN "parent_receipt_id" text;--> statement-breakpoint
ALTER TABLE "mail_receipt" ADD COLUMN "forward_note" text;--> statement-breakpoint
ALTER TABLE "mail_receipt" ADD COLUMN "redo_reason" text;--> statement-breakpoint
ALTER TABLE "mail_read" ADD CONSTRAINT "mail_read_receipt_id_mail_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."mail_receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_doc_number_idx" ON "mail" USING btree ("sender_org_id","doc_year","doc_seq");--> statement-breakpoint
CREATE INDEX "mail_receipt_parent_idx" ON "mail_receipt" USING btree ("parent_receipt_id");--> statement-breakpoint
ALTER TABLE "org_notice" ADD CONSTRAINT "org_notice_kind_check" CHECK ("kind" in ('new_warning', 'overdue', 'transfer_requested', 'transfer_rejected', 'transfer_withdrawn', 'transfer_approval', 'transfer_refused', 'transfer_approval_overdue', 'circle_alert', 'mail_new', 'mail_urge', 'mail_reminder', 'mail_revoked', 'mail_approval', 'mail_rejected', 'mail_redo', 'cooperation_lapse', 'cooperation_withdrawn', 'verification_refused', 'recontact_due', 'carrier_assist', 'carrier_assist_answered', 'deadline_reminder', 'report_urge'));--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_secrecy_check" CHECK ("secrecy" in ('PUBLIC', 'INTERNAL'));--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_state_check" CHECK ("state" in ('PENDING', 'REJECTED', 'SENT', 'REVOKED', 'FINISHED'));