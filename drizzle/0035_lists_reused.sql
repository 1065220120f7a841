-- hand-written (D129): the lists that are reused like the figures (the admin's people and
-- cases, a manager's desk, a lawyer's cases) also read the ledger's postings (a client's funds,
-- a lawyer's recovered total), second factors and fee agreements: a committed change to any of
-- them now drops what each instance holds too (figures_changed(), migration 0034).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ledger_postings', 'totp_factors', 'passkeys', 'fee_agreements'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION figures_changed()',
      t || '_figures_changed', t);
  END LOOP;
END;
$$;
