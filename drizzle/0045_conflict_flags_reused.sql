-- hand-written (D129, issue 31): the admin's case list and the manager's dashboard, reused until a
-- committed change to what they read, now flag each case whose conflict check is open. That check
-- reads the decisions, the indicators and the trail's contact points (the payments already drop
-- them, 0042), the adverse parties and the clients' payout methods: a change to any of them drops
-- what each instance holds too (figures_changed(), migration 0034).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['lead_conflict_decisions', 'indicators', 'scheme_contacts', 'adverse_parties', 'payout_methods'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION figures_changed()',
      t || '_figures_changed', t);
  END LOOP;
END;
$$;
