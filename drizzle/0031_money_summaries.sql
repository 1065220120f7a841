CREATE TABLE "lawyer_money_months" (
	"lawyer_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"recovered_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lawyer_money_months_lawyer_id_month_currency_pk" PRIMARY KEY("lawyer_id","month","currency")
);
--> statement-breakpoint
CREATE TABLE "lawyer_phase_stats" (
	"lawyer_id" uuid NOT NULL,
	"phase" "case_phase" NOT NULL,
	"case_count" integer DEFAULT 0 NOT NULL,
	"recovered_cents" bigint DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"success_days" numeric DEFAULT '0' NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lawyer_phase_stats_lawyer_id_phase_pk" PRIMARY KEY("lawyer_id","phase")
);
--> statement-breakpoint
CREATE TABLE "ledger_month_totals" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"account" "ledger_account" NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"postings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_month_totals_month_currency_account_kind_pk" PRIMARY KEY("month","currency","account","kind")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_status_totals" (
	"currency" text NOT NULL,
	"status" "withdrawal_status" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "withdrawal_status_totals_currency_status_pk" PRIMARY KEY("currency","status")
);
--> statement-breakpoint
-- hand-written: money summaries (D124): functions, triggers on ledger_postings, cases and withdrawals, backfill.
-- The first day of the month a recovery's money arrived, as the lawyer analytics chart dates it:
-- a reversal counts in the month of the receipt it corrects; created_at (UTC) only for old rows.
CREATE OR REPLACE FUNCTION ledger_money_month(tx ledger_transactions) RETURNS date AS $$
  SELECT date_trunc('month', coalesce(
    (SELECT o.received_at FROM ledger_transactions o WHERE o.id = tx.reverses_id),
    tx.received_at,
    (tx.created_at AT TIME ZONE 'UTC')::date)::timestamp)::date
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lawyer_money_months_add(lawyer uuid, m date, cur text, recovered bigint, fee bigint)
RETURNS void AS $$
  INSERT INTO lawyer_money_months AS l (lawyer_id, month, currency, recovered_cents, fee_cents)
  VALUES (lawyer, m, cur, recovered, fee)
  ON CONFLICT (lawyer_id, month, currency) DO UPDATE
    SET recovered_cents = l.recovered_cents + EXCLUDED.recovered_cents, fee_cents = l.fee_cents + EXCLUDED.fee_cents
$$ LANGUAGE sql;
--> statement-breakpoint
-- Postings are only ever inserted (append-only ledger), so adding each new one keeps both sums.
-- The case row is read FOR SHARE: a reassignment committing meanwhile is waited for, so the
-- posting lands with the lawyer the move left the case with.
CREATE OR REPLACE FUNCTION ledger_postings_money_summaries() RETURNS trigger AS $$
DECLARE
  tx ledger_transactions;
  lawyer uuid;
BEGIN
  SELECT * INTO tx FROM ledger_transactions WHERE id = NEW.transaction_id;
  INSERT INTO ledger_month_totals AS t (month, currency, account, kind, amount_cents, postings)
  VALUES (date_trunc('month', tx.created_at AT TIME ZONE 'UTC')::date, NEW.currency, NEW.account, tx.kind, NEW.amount_cents, 1)
  ON CONFLICT (month, currency, account, kind) DO UPDATE
    SET amount_cents = t.amount_cents + EXCLUDED.amount_cents, postings = t.postings + 1;
  IF NEW.case_id IS NOT NULL AND NEW.account IN ('trust_bank', 'fees_earned') AND tx.kind IN ('recovery', 'reversal') THEN
    SELECT lawyer_id INTO lawyer FROM cases WHERE id = NEW.case_id FOR SHARE;
    IF lawyer IS NOT NULL THEN
      PERFORM lawyer_money_months_add(lawyer, ledger_money_month(tx), NEW.currency,
        CASE WHEN NEW.account = 'trust_bank' THEN NEW.amount_cents ELSE 0 END,
        CASE WHEN NEW.account = 'fees_earned' THEN 0 - NEW.amount_cents ELSE 0 END);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_money_summaries AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_postings_money_summaries();
--> statement-breakpoint
-- A reassignment moves the case's money months from the old lawyer to the new one (a case has a
-- handful of postings: ledger_postings_case_account_idx). Rows are touched in (month, lawyer)
-- order, so two opposite moves at once wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION cases_lawyer_money_move() RETURNS trigger AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT m.month, m.currency, m.recovered, m.fee, s.lawyer, s.sign
    FROM (
      SELECT ledger_money_month(t) AS month, p.currency,
             coalesce(sum(p.amount_cents) FILTER (WHERE p.account = 'trust_bank'), 0)::bigint AS recovered,
             (0 - coalesce(sum(p.amount_cents) FILTER (WHERE p.account = 'fees_earned'), 0))::bigint AS fee
      FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE p.case_id = NEW.id AND p.account IN ('trust_bank', 'fees_earned') AND t.kind IN ('recovery', 'reversal')
      GROUP BY 1, 2
    ) m
    CROSS JOIN (VALUES (OLD.lawyer_id, -1), (NEW.lawyer_id, 1)) AS s(lawyer, sign)
    WHERE s.lawyer IS NOT NULL
    ORDER BY m.month, m.currency, s.lawyer::text
  LOOP
    PERFORM lawyer_money_months_add(r.lawyer, r.month, r.currency, r.sign * r.recovered, r.sign * r.fee);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cases_lawyer_money_move AFTER UPDATE ON cases
  FOR EACH ROW WHEN (OLD.lawyer_id IS DISTINCT FROM NEW.lawyer_id)
  EXECUTE FUNCTION cases_lawyer_money_move();
--> statement-breakpoint
-- Adds (sign = 1) or removes (sign = -1) one case's share of its lawyer/phase row; the figures are
-- those of cases/metrics.ts caseAggregates and the analytics' ratings; 'USD' is TOTALS_CURRENCY.
CREATE OR REPLACE FUNCTION lawyer_phase_stats_apply(c cases, sign integer) RETURNS void AS $$
DECLARE
  is_success boolean := c.phase = 'completed' AND c.recovered_cents > 0;
BEGIN
  IF c.lawyer_id IS NULL THEN
    RETURN;
  END IF;
  IF sign > 0 THEN
    INSERT INTO lawyer_phase_stats (lawyer_id, phase) VALUES (c.lawyer_id, c.phase) ON CONFLICT DO NOTHING;
  END IF;
  UPDATE lawyer_phase_stats SET
    case_count = case_count + sign,
    recovered_cents = recovered_cents + CASE WHEN c.currency = 'USD' THEN sign * c.recovered_cents ELSE 0 END,
    successes = successes + CASE WHEN is_success THEN sign ELSE 0 END,
    success_days = success_days
      + CASE WHEN is_success THEN sign * (extract(epoch FROM (c.phase_changed_at - c.created_at)) / 86400) ELSE 0 END,
    rating_sum = rating_sum + sign * coalesce(c.client_rating, 0),
    rating_count = rating_count + CASE WHEN c.client_rating IS NULL THEN 0 ELSE sign END
  WHERE lawyer_id = c.lawyer_id AND phase = c.phase;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cases_lawyer_phase_stats() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lawyer_phase_stats_apply(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lawyer_phase_stats_apply(OLD, -1);
  ELSIF (coalesce(OLD.lawyer_id::text, '') || OLD.phase::text) <= (coalesce(NEW.lawyer_id::text, '') || NEW.phase::text) THEN
    PERFORM lawyer_phase_stats_apply(OLD, -1);
    PERFORM lawyer_phase_stats_apply(NEW, 1);
  ELSE
    PERFORM lawyer_phase_stats_apply(NEW, 1);
    PERFORM lawyer_phase_stats_apply(OLD, -1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cases_lawyer_phase_stats_insert_delete AFTER INSERT OR DELETE ON cases
  FOR EACH ROW EXECUTE FUNCTION cases_lawyer_phase_stats();
--> statement-breakpoint
CREATE TRIGGER cases_lawyer_phase_stats_update AFTER UPDATE ON cases
  FOR EACH ROW
  WHEN (OLD.lawyer_id IS DISTINCT FROM NEW.lawyer_id OR OLD.phase IS DISTINCT FROM NEW.phase
    OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.recovered_cents IS DISTINCT FROM NEW.recovered_cents
    OR OLD.phase_changed_at IS DISTINCT FROM NEW.phase_changed_at OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.client_rating IS DISTINCT FROM NEW.client_rating)
  EXECUTE FUNCTION cases_lawyer_phase_stats();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION withdrawal_status_totals_apply(w withdrawals, sign integer) RETURNS void AS $$
BEGIN
  IF sign > 0 THEN
    INSERT INTO withdrawal_status_totals (currency, status) VALUES (w.currency, w.status) ON CONFLICT DO NOTHING;
  END IF;
  UPDATE withdrawal_status_totals SET count = count + sign, amount_cents = amount_cents + sign * w.amount_cents
  WHERE currency = w.currency AND status = w.status;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION withdrawals_status_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM withdrawal_status_totals_apply(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM withdrawal_status_totals_apply(OLD, -1);
  ELSIF (OLD.currency || OLD.status::text) <= (NEW.currency || NEW.status::text) THEN
    PERFORM withdrawal_status_totals_apply(OLD, -1);
    PERFORM withdrawal_status_totals_apply(NEW, 1);
  ELSE
    PERFORM withdrawal_status_totals_apply(NEW, 1);
    PERFORM withdrawal_status_totals_apply(OLD, -1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER withdrawals_status_totals_insert_delete AFTER INSERT OR DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION withdrawals_status_totals();
--> statement-breakpoint
CREATE TRIGGER withdrawals_status_totals_update AFTER UPDATE ON withdrawals
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.currency IS DISTINCT FROM NEW.currency
    OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents)
  EXECUTE FUNCTION withdrawals_status_totals();
--> statement-breakpoint
INSERT INTO ledger_month_totals (month, currency, account, kind, amount_cents, postings)
SELECT date_trunc('month', t.created_at AT TIME ZONE 'UTC')::date, p.currency, p.account, t.kind, sum(p.amount_cents), count(*)
FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO lawyer_money_months (lawyer_id, month, currency, recovered_cents, fee_cents)
SELECT c.lawyer_id, ledger_money_month(t), p.currency,
       coalesce(sum(p.amount_cents) FILTER (WHERE p.account = 'trust_bank'), 0),
       0 - coalesce(sum(p.amount_cents) FILTER (WHERE p.account = 'fees_earned'), 0)
FROM ledger_postings p
JOIN ledger_transactions t ON t.id = p.transaction_id
JOIN cases c ON c.id = p.case_id
WHERE c.lawyer_id IS NOT NULL AND p.account IN ('trust_bank', 'fees_earned') AND t.kind IN ('recovery', 'reversal')
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO lawyer_phase_stats (lawyer_id, phase, case_count, recovered_cents, successes, success_days, rating_sum, rating_count)
SELECT lawyer_id, phase, count(*),
       coalesce(sum(recovered_cents) FILTER (WHERE currency = 'USD'), 0),
       count(*) FILTER (WHERE phase = 'completed' AND recovered_cents > 0),
       coalesce(sum(extract(epoch FROM (phase_changed_at - created_at)) / 86400) FILTER (WHERE phase = 'completed' AND recovered_cents > 0), 0),
       coalesce(sum(client_rating), 0),
       count(client_rating)
FROM cases WHERE lawyer_id IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO withdrawal_status_totals (currency, status, count, amount_cents)
SELECT currency, status, count(*), sum(amount_cents) FROM withdrawals GROUP BY 1, 2;
