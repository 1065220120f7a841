-- hand-written (D128): every committed change to what the figures are read from tells
-- each server instance to forget the figures it holds (core/figures-cache.ts). One statement
-- trigger per table; PostgreSQL sends a notification once per transaction however many statements
-- raise the same one, and only at commit, so a rolled-back change drops nothing.
CREATE OR REPLACE FUNCTION figures_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('recourse_events', '{"type":"figures-changed"}');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'user_month_counts', 'lead_week_counts', 'case_state_counts', 'case_country_counts',
    'case_first_responses', 'case_phase_stays', 'phase_stay_totals', 'ledger_month_totals',
    'lawyer_money_months', 'lawyer_phase_stats', 'withdrawal_status_totals', 'desk_lawyer_stats',
    'desks', 'firm_settings',
    -- The lawyer's dashboard: new leads from the leads and cases themselves, urgent cases, the
    -- timeline, and the names shown beside them.
    'leads', 'cases', 'case_events', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION figures_changed()',
      t || '_figures_changed', t);
  END LOOP;
END;
$$;
