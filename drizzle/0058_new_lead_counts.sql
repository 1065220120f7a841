-- Issue 34: the lawyer's dashboard counted its new leads by joining every case to every new lead
-- (a parallel scan at 200k cases). new_lead_counts keeps, per the case's desk and the lead's
-- country, how many leads are new with no lawyer on their case; triggers on leads and cases
-- keep it in the same transaction as the write, by deltas (row locks make concurrent writes
-- add up), like the summaries of migration 0032. A lead's case cannot be deleted (leads.case_id
-- restricts) and a case gets its lead after it exists, so case inserts and deletes change nothing.
CREATE TABLE "new_lead_counts" (
	"desk_id" uuid,
	"country" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "new_lead_counts_key" UNIQUE NULLS NOT DISTINCT("desk_id","country")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION new_lead_counts_add(deltas jsonb) RETURNS void AS $$
  INSERT INTO new_lead_counts AS t (desk_id, country, leads)
  SELECT (d->>'desk_id')::uuid, d->>'country', sum((d->>'n')::int)
  FROM jsonb_array_elements(deltas) d
  GROUP BY 1, 2 HAVING sum((d->>'n')::int) <> 0 ORDER BY 1, 2
  ON CONFLICT (desk_id, country) DO UPDATE SET leads = t.leads + EXCLUDED.leads;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leads_new_lead_counts() RETURNS trigger AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('desk_id', c.desk_id, 'country', n.country, 'n', 1)) INTO deltas
    FROM new_rows n JOIN cases c ON c.id = n.case_id WHERE n.status = 'new' AND c.lawyer_id IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('desk_id', c.desk_id, 'country', o.country, 'n', -1)) INTO deltas
    FROM old_rows o JOIN cases c ON c.id = o.case_id WHERE o.status = 'new' AND c.lawyer_id IS NULL;
  ELSE
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT jsonb_build_object('desk_id', c.desk_id, 'country', o.country, 'n', -1) AS d
      FROM old_rows o JOIN cases c ON c.id = o.case_id WHERE o.status = 'new' AND c.lawyer_id IS NULL
      UNION ALL
      SELECT jsonb_build_object('desk_id', c.desk_id, 'country', n.country, 'n', 1)
      FROM new_rows n JOIN cases c ON c.id = n.case_id WHERE n.status = 'new' AND c.lawyer_id IS NULL
    ) x;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM new_lead_counts_add(deltas); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leads_new_lead_counts_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_new_lead_counts();
--> statement-breakpoint
CREATE TRIGGER leads_new_lead_counts_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_new_lead_counts();
--> statement-breakpoint
CREATE TRIGGER leads_new_lead_counts_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_new_lead_counts();
--> statement-breakpoint
-- A case moved between desks, or given a lawyer or left without one: its new lead moves with it.
CREATE OR REPLACE FUNCTION cases_new_lead_counts() RETURNS trigger AS $$
DECLARE
  deltas jsonb;
BEGIN
  SELECT jsonb_agg(d) INTO deltas FROM (
    SELECT jsonb_build_object('desk_id', o.desk_id, 'country', l.country, 'n', -1) AS d
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN leads l ON l.case_id = o.id
    WHERE l.status = 'new' AND o.lawyer_id IS NULL
      AND (o.desk_id IS DISTINCT FROM n.desk_id OR n.lawyer_id IS NOT NULL)
    UNION ALL
    SELECT jsonb_build_object('desk_id', n.desk_id, 'country', l.country, 'n', 1)
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN leads l ON l.case_id = n.id
    WHERE l.status = 'new' AND n.lawyer_id IS NULL
      AND (o.desk_id IS DISTINCT FROM n.desk_id OR o.lawyer_id IS NOT NULL)
  ) x;
  IF deltas IS NOT NULL THEN PERFORM new_lead_counts_add(deltas); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cases_new_lead_counts_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cases_new_lead_counts();
--> statement-breakpoint
INSERT INTO new_lead_counts (desk_id, country, leads)
SELECT c.desk_id, l.country, count(*)::int FROM leads l JOIN cases c ON c.id = l.case_id
WHERE l.status = 'new' AND c.lawyer_id IS NULL GROUP BY 1, 2;
