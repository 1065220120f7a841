-- hand-written (D128, issue 21 item 3): the lawyer's dashboard now lists the deadlines of their
-- cases' payments, so a committed change to the payments or to a deadline's closure drops the
-- figures each instance holds, like the other tables it reads (figures_changed(), migration 0034).
-- The firm's rules live in firm_settings, which already notifies.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['scheme_payments', 'deadline_closures'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION figures_changed()',
      t || '_figures_changed', t);
  END LOOP;
END;
$$;
