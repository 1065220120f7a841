CREATE TABLE "desk_lawyer_stats" (
	"desk_id" uuid NOT NULL,
	"lawyer_key" uuid NOT NULL,
	"case_count" integer DEFAULT 0 NOT NULL,
	"active_cases" integer DEFAULT 0 NOT NULL,
	"recovered_cents" bigint DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"success_seconds" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "desk_lawyer_stats_desk_id_lawyer_key_pk" PRIMARY KEY("desk_id","lawyer_key")
);
--> statement-breakpoint
ALTER TABLE "desk_lawyer_stats" ADD CONSTRAINT "desk_lawyer_stats_desk_id_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."desks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds (sign = 1) or removes (sign = -1) one case's share of its desk/lawyer row. The figures are
-- those of staff/metrics.ts caseAggregates; 'USD' is the firm's totals currency (TOTALS_CURRENCY).
-- Removing only updates: a row whose desk was just deleted (ON DELETE CASCADE) is simply gone.
CREATE OR REPLACE FUNCTION desk_lawyer_stats_apply(c cases, sign integer) RETURNS void AS $$
DECLARE
  lawyer uuid := coalesce(c.lawyer_id, '00000000-0000-0000-0000-000000000000');
  is_success boolean := c.phase = 'completed' AND c.recovered_cents > 0;
  is_finished boolean := c.phase IN ('completed', 'closed');
BEGIN
  IF c.desk_id IS NULL THEN
    RETURN;
  END IF;
  IF sign > 0 THEN
    INSERT INTO desk_lawyer_stats (desk_id, lawyer_key) VALUES (c.desk_id, lawyer) ON CONFLICT DO NOTHING;
  END IF;
  UPDATE desk_lawyer_stats SET
    case_count = case_count + sign,
    active_cases = active_cases + CASE WHEN is_finished THEN 0 ELSE sign END,
    recovered_cents = recovered_cents + CASE WHEN c.currency = 'USD' THEN sign * c.recovered_cents ELSE 0 END,
    successes = successes + CASE WHEN is_success THEN sign ELSE 0 END,
    finished = finished + CASE WHEN is_finished THEN sign ELSE 0 END,
    success_seconds = success_seconds
      + CASE WHEN is_success THEN sign * extract(epoch FROM (c.phase_changed_at - c.created_at)) ELSE 0 END
  WHERE desk_id = c.desk_id AND lawyer_key = lawyer;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A move between rows (a reassignment) touches both in a fixed order, so two opposite moves at
-- once wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION cases_desk_lawyer_stats() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM desk_lawyer_stats_apply(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM desk_lawyer_stats_apply(OLD, -1);
  ELSIF (OLD.desk_id::text || coalesce(OLD.lawyer_id::text, '')) <= (NEW.desk_id::text || coalesce(NEW.lawyer_id::text, '')) THEN
    PERFORM desk_lawyer_stats_apply(OLD, -1);
    PERFORM desk_lawyer_stats_apply(NEW, 1);
  ELSE
    PERFORM desk_lawyer_stats_apply(NEW, 1);
    PERFORM desk_lawyer_stats_apply(OLD, -1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cases_desk_lawyer_stats_insert_delete AFTER INSERT OR DELETE ON cases
  FOR EACH ROW EXECUTE FUNCTION cases_desk_lawyer_stats();
--> statement-breakpoint
CREATE TRIGGER cases_desk_lawyer_stats_update AFTER UPDATE ON cases
  FOR EACH ROW
  WHEN (OLD.desk_id IS DISTINCT FROM NEW.desk_id OR OLD.lawyer_id IS DISTINCT FROM NEW.lawyer_id
    OR OLD.phase IS DISTINCT FROM NEW.phase OR OLD.currency IS DISTINCT FROM NEW.currency
    OR OLD.recovered_cents IS DISTINCT FROM NEW.recovered_cents
    OR OLD.phase_changed_at IS DISTINCT FROM NEW.phase_changed_at OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION cases_desk_lawyer_stats();
--> statement-breakpoint
INSERT INTO desk_lawyer_stats
  (desk_id, lawyer_key, case_count, active_cases, recovered_cents, successes, finished, success_seconds)
SELECT desk_id,
       coalesce(lawyer_id, '00000000-0000-0000-0000-000000000000'),
       count(*),
       count(*) FILTER (WHERE phase NOT IN ('completed', 'closed')),
       coalesce(sum(recovered_cents) FILTER (WHERE currency = 'USD'), 0),
       count(*) FILTER (WHERE phase = 'completed' AND recovered_cents > 0),
       count(*) FILTER (WHERE phase IN ('completed', 'closed')),
       coalesce(sum(extract(epoch FROM (phase_changed_at - created_at))) FILTER (WHERE phase = 'completed' AND recovered_cents > 0), 0)
FROM cases WHERE desk_id IS NOT NULL
GROUP BY 1, 2;
