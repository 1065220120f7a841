-- hand-written: a lead's conflict decisions are append-only (issue 21 item 5): the latest row
-- counts, earlier ones stay as the record of who decided what. The one change allowed is the
-- foreign key's own ON DELETE SET NULL when the person who decided is deleted.
CREATE OR REPLACE FUNCTION lead_conflict_decisions_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.decided_by IS NULL
    AND (NEW.id, NEW.lead_id, NEW.decision, NEW.reason, NEW.conflicts, NEW.decided_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.lead_id, OLD.decision, OLD.reason, OLD.conflicts, OLD.decided_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'lead_conflict_decisions is append-only: record a new decision';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER lead_conflict_decisions_append_only
  BEFORE UPDATE OR DELETE ON lead_conflict_decisions
  FOR EACH ROW EXECUTE FUNCTION lead_conflict_decisions_refuse_change();
--> statement-breakpoint
CREATE TRIGGER lead_conflict_decisions_no_truncate
  BEFORE TRUNCATE ON lead_conflict_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION lead_conflict_decisions_refuse_change();
