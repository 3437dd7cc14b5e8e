CREATE TABLE "card_opening_record" (
	"id" text PRIMARY KEY NOT NULL,
	"record_no" text NOT NULL,
	"partner_org_id" text NOT NULL,
	"outlet_name" text NOT NULL,
	"org_id" text NOT NULL,
	"org_path" text NOT NULL,
	"card_type" text NOT NULL,
	"institution" text NOT NULL,
	"purpose" text,
	"applicant_name" text NOT NULL,
	"applicant_id_number" text NOT NULL,
	"applicant_phone" text NOT NULL,
	"card_number" text,
	"risk_result" text NOT NULL,
	"hit_reasons" text[] NOT NULL,
	"risk_signs" text[] NOT NULL,
	"customer_waiting" boolean NOT NULL,
	"amount_at_stake" numeric(14, 2),
	"checked_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"deadline" timestamp with time zone,
	"assignee_id" text,
	"assignee_name" text,
	"assignee_org_path" text,
	"method" text,
	"conclusion" text,
	"advice" text,
	"outcome" text,
	"content" text,
	"amount_protected" numeric(14, 2),
	"fed_back_by_name" text,
	"fed_back_at" timestamp with time zone,
	"return_reason" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_record_state_check" CHECK ("state" in ('PENDING_ASSIGN', 'ASSIGNED', 'RETURNED', 'FED_BACK', 'CLOSED')),
	CONSTRAINT "card_record_risk_check" CHECK ("risk_result" in ('GREEN', 'YELLOW', 'RED')),
	CONSTRAINT "card_record_card_type_check" CHECK ("card_type" in ('BANK', 'PHONE')),
	CONSTRAINT "card_record_method_check" CHECK ("method" in ('PHONE', 'OUTLET', 'VISIT', 'VIDEO')),
	CONSTRAINT "card_record_conclusion_check" CHECK ("conclusion" in ('NORMAL', 'RENTAL', 'DECEIVED', 'UNVERIFIABLE')),
	CONSTRAINT "card_record_advice_check" CHECK ("advice" in ('ALLOW', 'DISCOURAGE')),
	CONSTRAINT "card_record_outcome_check" CHECK ("outcome" in ('OPENED', 'REFUSED', 'REFERRED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_record_partner_no_idx" ON "card_opening_record" USING btree ("partner_org_id","record_no");--> statement-breakpoint
CREATE INDEX "card_record_path_idx" ON "card_opening_record" USING btree ("org_path" text_pattern_ops,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_record_assignee_path_idx" ON "card_opening_record" USING btree ("assignee_org_path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "card_record_assignee_idx" ON "card_opening_record" USING btree ("assignee_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_record_partner_idx" ON "card_opening_record" USING btree ("partner_org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_record_created_idx" ON "card_opening_record" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);