ALTER TABLE "cases" ADD COLUMN "recovered_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Per-case totals derived from the append-only postings, kept in the same transaction by a
-- trigger (postings are never updated or deleted, so adding each new one is enough).
CREATE OR REPLACE FUNCTION cases_add_ledger_posting() RETURNS trigger AS $$
BEGIN
  IF NEW.case_id IS NOT NULL AND NEW.account = 'trust_bank' THEN
    UPDATE cases SET recovered_cents = recovered_cents + NEW.amount_cents WHERE id = NEW.case_id;
  ELSIF NEW.case_id IS NOT NULL AND NEW.account = 'fees_earned' THEN
    UPDATE cases SET fee_cents = fee_cents - NEW.amount_cents WHERE id = NEW.case_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_case_totals AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION cases_add_ledger_posting();
--> statement-breakpoint
UPDATE cases SET recovered_cents = t.recovered, fee_cents = t.fee
FROM (
  SELECT case_id,
         coalesce(sum(amount_cents) FILTER (WHERE account = 'trust_bank'), 0) AS recovered,
         0 - coalesce(sum(amount_cents) FILTER (WHERE account = 'fees_earned'), 0) AS fee
  FROM ledger_postings WHERE case_id IS NOT NULL GROUP BY case_id
) AS t
WHERE cases.id = t.case_id;
