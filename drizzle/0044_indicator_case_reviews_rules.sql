-- hand-written (D38): a review of an indicator on a case is kept. The one change allowed is its
-- withdrawal, once, with who, when and why (a new review after it is a new row), plus the foreign
-- keys' own ON DELETE SET NULL when the reviewer or the withdrawer is deleted.
CREATE OR REPLACE FUNCTION indicator_case_reviews_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.id, NEW.indicator_id, NEW.case_id, NEW.reviewed_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.indicator_id, OLD.case_id, OLD.reviewed_at)
    AND (NEW.reviewed_by IS NOT DISTINCT FROM OLD.reviewed_by OR NEW.reviewed_by IS NULL)
    AND (
      (OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL)
      OR (
        (NEW.withdrawn_at, NEW.withdrawn_reason) IS NOT DISTINCT FROM (OLD.withdrawn_at, OLD.withdrawn_reason)
        AND (NEW.withdrawn_by IS NOT DISTINCT FROM OLD.withdrawn_by OR NEW.withdrawn_by IS NULL)
      )
    ) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'indicator_case_reviews keeps every review: withdraw it with a reason';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER indicator_case_reviews_kept
  BEFORE UPDATE OR DELETE ON indicator_case_reviews
  FOR EACH ROW EXECUTE FUNCTION indicator_case_reviews_refuse_change();
--> statement-breakpoint
CREATE TRIGGER indicator_case_reviews_no_truncate
  BEFORE TRUNCATE ON indicator_case_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_case_reviews_refuse_change();
--> statement-breakpoint
-- Who entered and who last corrected each live sighting, so a review counts for the public check
-- only when someone other than its authors gave it (D38: one person cannot both report and
-- vouch). Appended as the last columns: CREATE OR REPLACE VIEW keeps the existing ones as they are.
CREATE OR REPLACE VIEW "indicator_sightings" AS
  SELECT "indicator_id", "case_id", "amount_cents", "currency", 'payment'::text AS "source", "id" AS "source_id", "created_at", "entered_by", "updated_by"
    FROM "scheme_payments"
   WHERE "removed_at" IS NULL AND "indicator_id" IS NOT NULL
  UNION ALL
  SELECT "indicator_id", "case_id", NULL::bigint, NULL::text, 'contact'::text, "id", "created_at", "entered_by", "updated_by"
    FROM "scheme_contacts"
   WHERE "removed_at" IS NULL;
