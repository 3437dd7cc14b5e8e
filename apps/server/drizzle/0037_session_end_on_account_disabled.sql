-- A disabled or deleted account's sessions end at once, whoever disables it (a server process, a
-- script, an operator's SQL): its session rows are revoked in the same transaction, so the session
-- table's trigger (0031) announces each to every process's cache at commit, and enabling the account
-- again does not bring them back. core/cache-invalidation.ts and the access check rely on this.
CREATE OR REPLACE FUNCTION afp_end_sessions_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session
     SET revoked_at = now(),
         revoke_reason = CASE WHEN TG_OP = 'DELETE' THEN 'account_deleted' ELSE 'account_disabled' END
   WHERE login_type = TG_ARGV[0] AND account_id = OLD.id AND revoked_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER oa_account_end_sessions AFTER UPDATE OF disabled ON oa_account
  FOR EACH ROW WHEN (NEW.disabled AND NOT OLD.disabled) EXECUTE FUNCTION afp_end_sessions_of_account('oa');
--> statement-breakpoint
CREATE TRIGGER guard_user_end_sessions AFTER UPDATE OF disabled ON guard_user
  FOR EACH ROW WHEN (NEW.disabled AND NOT OLD.disabled) EXECUTE FUNCTION afp_end_sessions_of_account('guard');
--> statement-breakpoint
CREATE TRIGGER cooperation_account_end_sessions AFTER UPDATE OF disabled ON cooperation_account
  FOR EACH ROW WHEN (NEW.disabled AND NOT OLD.disabled) EXECUTE FUNCTION afp_end_sessions_of_account('cooperation');
--> statement-breakpoint
CREATE TRIGGER oa_account_end_sessions_on_delete AFTER DELETE ON oa_account
  FOR EACH ROW EXECUTE FUNCTION afp_end_sessions_of_account('oa');
--> statement-breakpoint
CREATE TRIGGER guard_user_end_sessions_on_delete AFTER DELETE ON guard_user
  FOR EACH ROW EXECUTE FUNCTION afp_end_sessions_of_account('guard');
--> statement-breakpoint
CREATE TRIGGER cooperation_account_end_sessions_on_delete AFTER DELETE ON cooperation_account
  FOR EACH ROW EXECUTE FUNCTION afp_end_sessions_of_account('cooperation');
