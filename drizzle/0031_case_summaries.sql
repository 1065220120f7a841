CREATE TABLE "case_country_counts" (
	"country" text PRIMARY KEY NOT NULL,
	"handled_cases" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_first_responses" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"minutes" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_phase_stays" (
	"case_id" uuid NOT NULL,
	"phase" "case_phase" NOT NULL,
	"stays" integer NOT NULL,
	"seconds" numeric NOT NULL,
	CONSTRAINT "case_phase_stays_case_id_phase_pk" PRIMARY KEY("case_id","phase")
);
--> statement-breakpoint
CREATE TABLE "case_state_counts" (
	"has_desk" boolean NOT NULL,
	"phase" "case_phase" NOT NULL,
	"currency" text NOT NULL,
	"cases" integer DEFAULT 0 NOT NULL,
	"phase_changed_seconds" numeric DEFAULT '0' NOT NULL,
	"recovered_cents" bigint DEFAULT 0 NOT NULL,
	"recovered_cases" integer DEFAULT 0 NOT NULL,
	"recovered_positive_cents" bigint DEFAULT 0 NOT NULL,
	"recovered_seconds" numeric DEFAULT '0' NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"rating_sum" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "case_state_counts_has_desk_phase_currency_pk" PRIMARY KEY("has_desk","phase","currency")
);
--> statement-breakpoint
CREATE TABLE "lead_week_counts" (
	"week" date NOT NULL,
	"status" "lead_status" NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_week_counts_week_status_pk" PRIMARY KEY("week","status")
);
--> statement-breakpoint
CREATE TABLE "phase_stay_totals" (
	"phase" "case_phase" PRIMARY KEY NOT NULL,
	"stays" integer DEFAULT 0 NOT NULL,
	"seconds" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_month_counts" (
	"month" date PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "case_first_responses_minutes_idx" ON "case_first_responses" USING btree ("minutes");--> statement-breakpoint
-- hand-written: the triggers that keep the case summaries (D123), then their backfill.
-- People per creation month (UTC, as admin stats counts them).
CREATE OR REPLACE FUNCTION user_month_counts_apply(created timestamptz, sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO user_month_counts AS t (month, users)
  VALUES (date_trunc('month', created AT TIME ZONE 'UTC')::date, sign)
  ON CONFLICT (month) DO UPDATE SET users = t.users + sign;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- D5 counts a client's country only when it is two letters, with UK and GB as one.
CREATE OR REPLACE FUNCTION summary_country_key(raw text) RETURNS text AS $$
  SELECT CASE WHEN raw ~ '^[A-Za-z]{2}$'
    THEN CASE WHEN upper(raw) = 'UK' THEN 'GB' ELSE upper(raw) END END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_country_counts_apply(key text, n bigint) RETURNS void AS $$
BEGIN
  IF key IS NULL OR n = 0 THEN
    RETURN;
  END IF;
  INSERT INTO case_country_counts AS t (country, handled_cases) VALUES (key, n)
  ON CONFLICT (country) DO UPDATE SET handled_cases = t.handled_cases + n;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_case_summaries() RETURNS trigger AS $$
DECLARE
  handled bigint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD.created_at IS DISTINCT FROM NEW.created_at) THEN
    PERFORM user_month_counts_apply(OLD.created_at, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND (TG_OP = 'INSERT' OR OLD.created_at IS DISTINCT FROM NEW.created_at) THEN
    PERFORM user_month_counts_apply(NEW.created_at, 1);
  END IF;
  -- A client with cases cannot be deleted (cases.client_id restricts), so only a country change
  -- (an edit or an erasure) moves handled cases between countries.
  IF TG_OP = 'UPDATE' AND summary_country_key(OLD.country) IS DISTINCT FROM summary_country_key(NEW.country) THEN
    SELECT count(*) INTO handled FROM cases WHERE client_id = NEW.id AND phase <> 'new';
    PERFORM case_country_counts_apply(summary_country_key(OLD.country), -handled);
    PERFORM case_country_counts_apply(summary_country_key(NEW.country), handled);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_case_summaries_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_case_summaries();
--> statement-breakpoint
CREATE TRIGGER users_case_summaries_update AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION users_case_summaries();
--> statement-breakpoint
-- Leads per ISO week of arrival (Monday, UTC) and status.
CREATE OR REPLACE FUNCTION lead_week_counts_apply(l leads, sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO lead_week_counts AS t (week, status, leads)
  VALUES (date_trunc('week', l.created_at AT TIME ZONE 'UTC')::date, l.status, sign)
  ON CONFLICT (week, status) DO UPDATE SET leads = t.leads + sign;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leads_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM lead_week_counts_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM lead_week_counts_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leads_case_summaries_insert_delete AFTER INSERT OR DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_case_summaries();
--> statement-breakpoint
CREATE TRIGGER leads_case_summaries_update AFTER UPDATE ON leads
  FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION leads_case_summaries();
--> statement-breakpoint
-- Adds (sign = 1) or removes (sign = -1) one case's share of its state row and, when it has been
-- handled (past new), of its client's country.
CREATE OR REPLACE FUNCTION case_state_counts_apply(c cases, sign integer) RETURNS void AS $$
DECLARE
  recovered boolean := c.recovered_cents > 0;
BEGIN
  INSERT INTO case_state_counts AS t (has_desk, phase, currency) VALUES (c.desk_id IS NOT NULL, c.phase, c.currency)
  ON CONFLICT DO NOTHING;
  UPDATE case_state_counts SET
    cases = cases + sign,
    phase_changed_seconds = phase_changed_seconds + sign * extract(epoch FROM c.phase_changed_at),
    recovered_cents = recovered_cents + sign * c.recovered_cents,
    recovered_cases = recovered_cases + CASE WHEN recovered THEN sign ELSE 0 END,
    recovered_positive_cents = recovered_positive_cents + CASE WHEN recovered THEN sign * c.recovered_cents ELSE 0 END,
    recovered_seconds = recovered_seconds
      + CASE WHEN recovered THEN sign * extract(epoch FROM (c.phase_changed_at - c.created_at)) ELSE 0 END,
    ratings = ratings + CASE WHEN c.client_rating IS NOT NULL THEN sign ELSE 0 END,
    rating_sum = rating_sum + sign * coalesce(c.client_rating, 0)
  WHERE has_desk = (c.desk_id IS NOT NULL) AND phase = c.phase AND currency = c.currency;
  IF c.phase <> 'new' THEN
    PERFORM case_country_counts_apply(summary_country_key((SELECT country FROM users WHERE id = c.client_id)), sign);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A case's first response (D5): from its opening to the earliest timeline event (other than the
-- opening) or message by someone other than its client; a null actor or sender does not count.
-- Recomputed from the case's own rows through their (case_id, created_at) indexes.
CREATE OR REPLACE FUNCTION case_first_response_refresh(target uuid) RETURNS void AS $$
BEGIN
  DELETE FROM case_first_responses WHERE case_id = target;
  INSERT INTO case_first_responses (case_id, minutes)
  SELECT c.id, extract(epoch FROM min(a.at) - c.created_at) / 60
  FROM cases c
  JOIN (
    SELECT actor_id AS who, created_at AS at FROM case_events
    WHERE case_id = target AND actor_id IS NOT NULL AND kind <> 'case_opened'
    UNION ALL
    SELECT sender_id, created_at FROM messages WHERE case_id = target AND sender_id IS NOT NULL
  ) a ON a.who <> c.client_id
  WHERE c.id = target
  GROUP BY c.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A case's ended stays per phase left (admin analytics' time per phase): each phase change ends
-- the stay that began with the case's previous phase event (timeline order: time, kind, id).
-- Takes the case's old share out of phase_stay_totals, recomputes it, puts the new share in.
CREATE OR REPLACE FUNCTION case_phase_stays_refresh(target uuid) RETURNS void AS $$
BEGIN
  UPDATE phase_stay_totals t SET stays = t.stays - s.stays, seconds = t.seconds - s.seconds
  FROM case_phase_stays s WHERE s.case_id = target AND t.phase = s.phase;
  DELETE FROM case_phase_stays WHERE case_id = target;
  INSERT INTO case_phase_stays (case_id, phase, stays, seconds)
  SELECT target, e.from_phase, count(*), sum(extract(epoch FROM e.spent))
  FROM (
    SELECT kind, from_phase,
           created_at - lag(created_at) OVER (ORDER BY created_at, kind, case_events.id) AS spent
    FROM case_events
    WHERE case_id = target AND kind IN ('case_opened', 'phase_changed')
  ) e
  WHERE e.kind = 'phase_changed' AND e.spent IS NOT NULL AND e.from_phase IS NOT NULL
  GROUP BY e.from_phase;
  INSERT INTO phase_stay_totals AS t (phase, stays, seconds)
  SELECT phase, stays, seconds FROM case_phase_stays WHERE case_id = target
  ON CONFLICT (phase) DO UPDATE SET stays = t.stays + EXCLUDED.stays, seconds = t.seconds + EXCLUDED.seconds;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A move between state rows touches both in a fixed order, so two opposite moves at once wait
-- for each other instead of deadlocking (as desk_lawyer_stats does).
CREATE OR REPLACE FUNCTION cases_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM case_state_counts_apply(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM case_state_counts_apply(OLD, -1);
    PERFORM case_first_response_refresh(OLD.id);
    PERFORM case_phase_stays_refresh(OLD.id);
  ELSE
    IF row(OLD.desk_id IS NOT NULL, OLD.phase::text, OLD.currency) <= row(NEW.desk_id IS NOT NULL, NEW.phase::text, NEW.currency) THEN
      PERFORM case_state_counts_apply(OLD, -1);
      PERFORM case_state_counts_apply(NEW, 1);
    ELSE
      PERFORM case_state_counts_apply(NEW, 1);
      PERFORM case_state_counts_apply(OLD, -1);
    END IF;
    IF OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.created_at IS DISTINCT FROM NEW.created_at THEN
      PERFORM case_first_response_refresh(NEW.id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cases_case_summaries_insert_delete AFTER INSERT OR DELETE ON cases
  FOR EACH ROW EXECUTE FUNCTION cases_case_summaries();
--> statement-breakpoint
CREATE TRIGGER cases_case_summaries_update AFTER UPDATE ON cases
  FOR EACH ROW
  WHEN (OLD.desk_id IS DISTINCT FROM NEW.desk_id OR OLD.phase IS DISTINCT FROM NEW.phase
    OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.recovered_cents IS DISTINCT FROM NEW.recovered_cents
    OR OLD.phase_changed_at IS DISTINCT FROM NEW.phase_changed_at OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.client_rating IS DISTINCT FROM NEW.client_rating OR OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION cases_case_summaries();
--> statement-breakpoint
-- A new response can only bring the first response earlier, so an insert takes the lesser time;
-- an edit or a removal recomputes the case.
CREATE OR REPLACE FUNCTION case_first_response_add(target uuid, who uuid, happened timestamptz) RETURNS void AS $$
BEGIN
  INSERT INTO case_first_responses AS t (case_id, minutes)
  SELECT c.id, extract(epoch FROM happened - c.created_at) / 60 FROM cases c
  WHERE c.id = target AND c.client_id <> who
  ON CONFLICT ON CONSTRAINT case_first_responses_pkey DO UPDATE SET minutes = least(t.minutes, EXCLUDED.minutes);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_events_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.actor_id IS NOT NULL AND NEW.kind <> 'case_opened' THEN
      PERFORM case_first_response_add(NEW.case_id, NEW.actor_id, NEW.created_at);
    END IF;
    IF NEW.kind IN ('case_opened', 'phase_changed') THEN
      PERFORM case_phase_stays_refresh(NEW.case_id);
    END IF;
    RETURN NULL;
  END IF;
  PERFORM case_first_response_refresh(OLD.case_id);
  PERFORM case_phase_stays_refresh(OLD.case_id);
  IF TG_OP = 'UPDATE' AND NEW.case_id IS DISTINCT FROM OLD.case_id THEN
    PERFORM case_first_response_refresh(NEW.case_id);
    PERFORM case_phase_stays_refresh(NEW.case_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER case_events_case_summaries_insert AFTER INSERT ON case_events
  FOR EACH ROW EXECUTE FUNCTION case_events_case_summaries();
--> statement-breakpoint
CREATE TRIGGER case_events_case_summaries_delete AFTER DELETE ON case_events
  FOR EACH ROW EXECUTE FUNCTION case_events_case_summaries();
--> statement-breakpoint
CREATE TRIGGER case_events_case_summaries_update AFTER UPDATE ON case_events
  FOR EACH ROW
  WHEN (OLD.case_id IS DISTINCT FROM NEW.case_id OR OLD.actor_id IS DISTINCT FROM NEW.actor_id
    OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.from_phase IS DISTINCT FROM NEW.from_phase
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION case_events_case_summaries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION messages_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.sender_id IS NOT NULL THEN
      PERFORM case_first_response_add(NEW.case_id, NEW.sender_id, NEW.created_at);
    END IF;
    RETURN NULL;
  END IF;
  PERFORM case_first_response_refresh(OLD.case_id);
  IF TG_OP = 'UPDATE' AND NEW.case_id IS DISTINCT FROM OLD.case_id THEN
    PERFORM case_first_response_refresh(NEW.case_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER messages_case_summaries_insert AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_case_summaries();
--> statement-breakpoint
CREATE TRIGGER messages_case_summaries_delete AFTER DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_case_summaries();
--> statement-breakpoint
CREATE TRIGGER messages_case_summaries_update AFTER UPDATE ON messages
  FOR EACH ROW
  WHEN (OLD.case_id IS DISTINCT FROM NEW.case_id OR OLD.sender_id IS DISTINCT FROM NEW.sender_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION messages_case_summaries();
--> statement-breakpoint
-- Backfill from the rows as they are, with the same definitions as the functions above.
INSERT INTO user_month_counts (month, users)
SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1;
--> statement-breakpoint
INSERT INTO lead_week_counts (week, status, leads)
SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM leads GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO case_state_counts (has_desk, phase, currency, cases, phase_changed_seconds, recovered_cents,
  recovered_cases, recovered_positive_cents, recovered_seconds, ratings, rating_sum)
SELECT desk_id IS NOT NULL, phase, currency, count(*),
       sum(extract(epoch FROM phase_changed_at)),
       sum(recovered_cents),
       count(*) FILTER (WHERE recovered_cents > 0),
       coalesce(sum(recovered_cents) FILTER (WHERE recovered_cents > 0), 0),
       coalesce(sum(extract(epoch FROM (phase_changed_at - created_at))) FILTER (WHERE recovered_cents > 0), 0),
       count(client_rating),
       coalesce(sum(client_rating), 0)
FROM cases GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO case_country_counts (country, handled_cases)
SELECT summary_country_key(u.country), count(*)
FROM cases c JOIN users u ON u.id = c.client_id
WHERE c.phase <> 'new' AND summary_country_key(u.country) IS NOT NULL
GROUP BY 1;
--> statement-breakpoint
INSERT INTO case_first_responses (case_id, minutes)
SELECT c.id, extract(epoch FROM min(a.at) - c.created_at) / 60
FROM (
  SELECT case_id, actor_id AS who, created_at AS at FROM case_events
  WHERE actor_id IS NOT NULL AND kind <> 'case_opened'
  UNION ALL
  SELECT case_id, sender_id, created_at FROM messages WHERE sender_id IS NOT NULL
) a
JOIN cases c ON c.id = a.case_id AND a.who <> c.client_id
GROUP BY c.id;
--> statement-breakpoint
INSERT INTO case_phase_stays (case_id, phase, stays, seconds)
SELECT e.case_id, e.from_phase, count(*), sum(extract(epoch FROM e.spent))
FROM (
  SELECT case_id, kind, from_phase,
         created_at - lag(created_at) OVER (PARTITION BY case_id ORDER BY created_at, kind, id) AS spent
  FROM case_events
  WHERE kind IN ('case_opened', 'phase_changed')
) e
WHERE e.kind = 'phase_changed' AND e.spent IS NOT NULL AND e.from_phase IS NOT NULL
GROUP BY e.case_id, e.from_phase;
--> statement-breakpoint
INSERT INTO phase_stay_totals (phase, stays, seconds)
SELECT phase, sum(stays), sum(seconds) FROM case_phase_stays GROUP BY phase;
