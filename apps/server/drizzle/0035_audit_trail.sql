CREATE TABLE "audit_chain" (
	"chain" text PRIMARY KEY NOT NULL,
	"head_seq" bigint DEFAULT 0 NOT NULL,
	"head_hash" text NOT NULL,
	"anchor_seq" bigint DEFAULT 0 NOT NULL,
	"anchor_hash" text NOT NULL,
	"sealed_at" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "result" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "person_key" text;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "result" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "operation_log_seq_idx" ON "operation_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "operation_log_unsealed_idx" ON "operation_log" USING btree ("id") WHERE seq is null;--> statement-breakpoint
CREATE INDEX "access_log_person_idx" ON "access_log" USING btree ("person_key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "access_log_seq_idx" ON "access_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "access_log_unsealed_idx" ON "access_log" USING btree ("id") WHERE seq is null;--> statement-breakpoint
-- The audit trail (apps/server/src/core/audit): operation_log and access_log rows cannot be changed
-- or deleted, whoever asks — the application's own role included. Sealing sets seq and hash once
-- (nothing else may change); the retention purge (core/audit/purge.ts) is the only deletion: it sets
-- afp.audit_purge in its transaction, and even then only sealed rows older than the chain's
-- retention by this server's clock go (183 days of operations, 3 years of personal-data views). A
-- superuser can still disable triggers; that is what the SM3 chain and `npm run audit:verify` catch.
CREATE OR REPLACE FUNCTION afp_audit_row_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.seq IS NULL AND NEW.seq IS NOT NULL AND NEW.hash IS NOT NULL
      AND (to_jsonb(OLD) - 'seq' - 'hash') = (to_jsonb(NEW) - 'seq' - 'hash') THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit rows cannot be changed (% id %)', TG_TABLE_NAME, OLD.id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF current_setting('afp.audit_purge', true) = 'on' AND OLD.seq IS NOT NULL
    AND OLD.created_at < now() - TG_ARGV[0]::interval THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit rows cannot be deleted (% id %): only the retention purge deletes rows past %',
    TG_TABLE_NAME, OLD.id, TG_ARGV[0] USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION afp_audit_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit table % cannot be truncated', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER operation_log_audit_guard BEFORE UPDATE OR DELETE ON operation_log
  FOR EACH ROW EXECUTE FUNCTION afp_audit_row_guard('183 days');
--> statement-breakpoint
CREATE TRIGGER access_log_audit_guard BEFORE UPDATE OR DELETE ON access_log
  FOR EACH ROW EXECUTE FUNCTION afp_audit_row_guard('1096 days');
--> statement-breakpoint
CREATE TRIGGER operation_log_audit_no_truncate BEFORE TRUNCATE ON operation_log
  FOR EACH STATEMENT EXECUTE FUNCTION afp_audit_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER access_log_audit_no_truncate BEFORE TRUNCATE ON access_log
  FOR EACH STATEMENT EXECUTE FUNCTION afp_audit_refuse_truncate();
--> statement-breakpoint
-- A chain's head and anchor only move forward, and the anchor never passes the head.
CREATE OR REPLACE FUNCTION afp_audit_chain_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.chain <> OLD.chain OR NEW.head_seq < OLD.head_seq
    OR NEW.anchor_seq < OLD.anchor_seq OR NEW.anchor_seq > NEW.head_seq THEN
    RAISE EXCEPTION 'audit chain % can only move forward', OLD.chain USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_chain_guard BEFORE UPDATE OR DELETE ON audit_chain
  FOR EACH ROW EXECUTE FUNCTION afp_audit_chain_guard();
--> statement-breakpoint
CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON audit_chain
  FOR EACH STATEMENT EXECUTE FUNCTION afp_audit_refuse_truncate();
--> statement-breakpoint
INSERT INTO audit_chain (chain, head_hash, anchor_hash) VALUES
  ('operation_log', repeat('0', 64), repeat('0', 64)),
  ('access_log', repeat('0', 64), repeat('0', 64));
