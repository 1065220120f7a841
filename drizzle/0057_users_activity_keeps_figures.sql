-- hand-written (issue 34): the figures and lists each instance reuses (D128, D129) were dropped
-- far more often than what they read changed. The notifying triggers of migrations 0034, 0035,
-- 0042 and 0045 were statement triggers, and a statement trigger fires even when its statement
-- changed no row: every update of a person (the once-a-minute last_active_at stamp included) runs
-- the summaries' INSERT … ON CONFLICT with nothing to add (0032), and that empty statement told
-- every instance to forget everything. They are now row triggers, which fire only for a row that
-- was written (PostgreSQL still sends one notification per transaction), plus a statement
-- trigger for TRUNCATE, which has no rows. A person's activity stamp alone notifies nothing: no
-- figure reads it, and the lists that show "last active" (a desk's team, the admin's people) may
-- show it up to the figures' age limit late (FIGURES_CACHE_MS), like anything reused.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = c.relname || '_figures_changed' ORDER BY 1
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_figures_changed', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION figures_changed()',
      t || '_figures_truncated', t);
    IF t = 'users' THEN
      EXECUTE 'CREATE TRIGGER users_figures_changed AFTER INSERT OR DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION figures_changed()';
      EXECUTE $u$CREATE TRIGGER users_figures_updated AFTER UPDATE ON users FOR EACH ROW
        WHEN ((to_jsonb(OLD) - 'last_active_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at'))
        EXECUTE FUNCTION figures_changed()$u$;
    ELSE
      EXECUTE format(
        'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION figures_changed()',
        t || '_figures_changed', t);
    END IF;
  END LOOP;
END;
$$;
