-- Caches of every server process hear at commit what they hold has changed (core/cache-invalidation.ts
-- reads these payloads on the channel afp_cache_invalidation; keep both in step). NOTIFY is
-- transactional: a rolled-back change announces nothing, identical messages of one transaction
-- are sent once.
CREATE OR REPLACE FUNCTION afp_notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('afp_cache_invalidation',
    json_build_object('cache', 'account', 'loginType', TG_ARGV[0], 'id', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER oa_account_cache_invalidation AFTER UPDATE OR DELETE ON oa_account
  FOR EACH ROW EXECUTE FUNCTION afp_notify_account_changed('oa');
--> statement-breakpoint
CREATE TRIGGER guard_user_cache_invalidation AFTER UPDATE OR DELETE ON guard_user
  FOR EACH ROW EXECUTE FUNCTION afp_notify_account_changed('guard');
--> statement-breakpoint
CREATE TRIGGER cooperation_account_cache_invalidation AFTER UPDATE OR DELETE ON cooperation_account
  FOR EACH ROW EXECUTE FUNCTION afp_notify_account_changed('cooperation');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION afp_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The touch of last_seen_at on every few requests changes nothing a cache relies on.
  IF TG_OP = 'UPDATE' AND OLD.revoked_at IS NOT DISTINCT FROM NEW.revoked_at
    AND OLD.expires_at IS NOT DISTINCT FROM NEW.expires_at
    AND OLD.account_id IS NOT DISTINCT FROM NEW.account_id THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('afp_cache_invalidation',
    json_build_object('cache', 'session', 'tokenHash', OLD.token_hash)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_cache_invalidation AFTER UPDATE OR DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION afp_notify_session_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION afp_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('afp_cache_invalidation', json_build_object('cache', TG_ARGV[0])::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER org_cache_invalidation AFTER UPDATE OR DELETE ON org
  FOR EACH STATEMENT EXECUTE FUNCTION afp_notify_cache('accounts');
--> statement-breakpoint
CREATE TRIGGER fraud_type_cache_invalidation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fraud_type
  FOR EACH STATEMENT EXECUTE FUNCTION afp_notify_cache('fraud_type');
--> statement-breakpoint
CREATE TRIGGER operation_log_cache_invalidation AFTER INSERT ON operation_log
  FOR EACH STATEMENT EXECUTE FUNCTION afp_notify_cache('changes');
