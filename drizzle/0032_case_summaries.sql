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
CREATE INDEX "case_first_responses_minutes_idx" ON "case_first_responses" USING btree ("minutes");
--> statement-breakpoint
-- hand-written: the triggers that keep the case summaries (D123), then their backfill.
-- Statement triggers with transition tables: a statement's rows are added up first and each
-- summary row is written once per statement. (A row trigger writes the same few hot rows once per
-- row, and within one transaction every such write walks the row's earlier versions: a bulk insert
-- of 20,000 timeline events took 80 s that way against 3.6 s without the trigger.) Keys are
-- written in sorted order, so two statements touching the same rows wait instead of deadlocking.
CREATE OR REPLACE FUNCTION summary_country_key(raw text) RETURNS text AS $$
  SELECT CASE WHEN raw ~ '^[A-Za-z]{2}$'
    THEN CASE WHEN upper(raw) = 'UK' THEN 'GB' ELSE upper(raw) END END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- People per creation month (UTC, as admin stats counts them); handled cases per client country
-- (D5: two letters only, UK and GB as one). A client with cases cannot be deleted (cases.client_id
-- restricts), so only a country change (an edit or an erasure) moves cases between countries.
CREATE OR REPLACE FUNCTION users_case_summaries_apply(olds users[], news users[]) RETURNS void AS $$
BEGIN
  INSERT INTO user_month_counts AS t (month, users)
  SELECT date_trunc('month', d.created_at AT TIME ZONE 'UTC')::date, sum(d.sign)
  FROM (SELECT created_at, -1 AS sign FROM unnest(olds) UNION ALL SELECT created_at, 1 FROM unnest(news)) d
  GROUP BY 1 HAVING sum(d.sign) <> 0 ORDER BY 1
  ON CONFLICT (month) DO UPDATE SET users = t.users + EXCLUDED.users;
  INSERT INTO case_country_counts AS t (country, handled_cases)
  SELECT summary_country_key(d.country), sum(d.sign)
  FROM (SELECT id, country, -1 AS sign FROM unnest(olds) UNION ALL SELECT id, country, 1 FROM unnest(news)) d
  JOIN cases c ON c.client_id = d.id AND c.phase <> 'new'
  WHERE summary_country_key(d.country) IS NOT NULL
  GROUP BY 1 HAVING sum(d.sign) <> 0 ORDER BY 1
  ON CONFLICT (country) DO UPDATE SET handled_cases = t.handled_cases + EXCLUDED.handled_cases;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM users_case_summaries_apply('{}'::users[], (SELECT array_agg(n::users) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM users_case_summaries_apply((SELECT array_agg(o::users) FROM old_rows o), '{}'::users[]);
  ELSE
    PERFORM users_case_summaries_apply(array_agg(o::users), array_agg(n::users))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.created_at IS DISTINCT FROM n.created_at
       OR summary_country_key(o.country) IS DISTINCT FROM summary_country_key(n.country);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_case_summaries_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_case_summaries();
--> statement-breakpoint
CREATE TRIGGER users_case_summaries_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_case_summaries();
--> statement-breakpoint
CREATE TRIGGER users_case_summaries_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_case_summaries();
--> statement-breakpoint
-- Leads per ISO week of arrival (Monday, UTC) and current status.
CREATE OR REPLACE FUNCTION leads_case_summaries_apply(olds leads[], news leads[]) RETURNS void AS $$
BEGIN
  INSERT INTO lead_week_counts AS t (week, status, leads)
  SELECT date_trunc('week', d.created_at AT TIME ZONE 'UTC')::date, d.status, sum(d.sign)
  FROM (SELECT created_at, status, -1 AS sign FROM unnest(olds) UNION ALL SELECT created_at, status, 1 FROM unnest(news)) d
  GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1, 2
  ON CONFLICT (week, status) DO UPDATE SET leads = t.leads + EXCLUDED.leads;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leads_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM leads_case_summaries_apply('{}'::leads[], (SELECT array_agg(n::leads) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM leads_case_summaries_apply((SELECT array_agg(o::leads) FROM old_rows o), '{}'::leads[]);
  ELSE
    PERFORM leads_case_summaries_apply(array_agg(o::leads), array_agg(n::leads))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.created_at, o.status) IS DISTINCT FROM (n.created_at, n.status);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leads_case_summaries_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_case_summaries();
--> statement-breakpoint
CREATE TRIGGER leads_case_summaries_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_case_summaries();
--> statement-breakpoint
CREATE TRIGGER leads_case_summaries_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_case_summaries();
--> statement-breakpoint
-- Takes the old rows' shares out of the case state rows and their clients' countries and puts
-- the new rows' shares in.
CREATE OR REPLACE FUNCTION cases_case_summaries_apply(olds cases[], news cases[]) RETURNS void AS $$
BEGIN
  INSERT INTO case_state_counts AS t (has_desk, phase, currency, cases, phase_changed_seconds, recovered_cents,
    recovered_cases, recovered_positive_cents, recovered_seconds, ratings, rating_sum)
  SELECT d.desk_id IS NOT NULL, d.phase, d.currency,
    sum(d.sign),
    sum(d.sign * extract(epoch FROM d.phase_changed_at)),
    sum(d.sign * d.recovered_cents),
    coalesce(sum(d.sign) FILTER (WHERE d.recovered_cents > 0), 0),
    coalesce(sum(d.sign * d.recovered_cents) FILTER (WHERE d.recovered_cents > 0), 0),
    coalesce(sum(d.sign * extract(epoch FROM (d.phase_changed_at - d.created_at))) FILTER (WHERE d.recovered_cents > 0), 0),
    coalesce(sum(d.sign) FILTER (WHERE d.client_rating IS NOT NULL), 0),
    coalesce(sum(d.sign * d.client_rating), 0)
  FROM (SELECT o.*, -1 AS sign FROM unnest(olds) o UNION ALL SELECT n.*, 1 FROM unnest(news) n) d
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (has_desk, phase, currency) DO UPDATE SET
    cases = t.cases + EXCLUDED.cases,
    phase_changed_seconds = t.phase_changed_seconds + EXCLUDED.phase_changed_seconds,
    recovered_cents = t.recovered_cents + EXCLUDED.recovered_cents,
    recovered_cases = t.recovered_cases + EXCLUDED.recovered_cases,
    recovered_positive_cents = t.recovered_positive_cents + EXCLUDED.recovered_positive_cents,
    recovered_seconds = t.recovered_seconds + EXCLUDED.recovered_seconds,
    ratings = t.ratings + EXCLUDED.ratings,
    rating_sum = t.rating_sum + EXCLUDED.rating_sum;
  INSERT INTO case_country_counts AS t (country, handled_cases)
  SELECT summary_country_key(u.country), sum(d.sign)
  FROM (SELECT client_id, phase, -1 AS sign FROM unnest(olds) UNION ALL SELECT client_id, phase, 1 FROM unnest(news)) d
  JOIN users u ON u.id = d.client_id
  WHERE d.phase <> 'new' AND summary_country_key(u.country) IS NOT NULL
  GROUP BY 1 HAVING sum(d.sign) <> 0 ORDER BY 1
  ON CONFLICT (country) DO UPDATE SET handled_cases = t.handled_cases + EXCLUDED.handled_cases;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A case's first response (D5): from its opening to the earliest timeline event (other than the
-- opening) or message by someone other than its client; a null actor or sender does not count.
-- Recomputed for the given cases from their own rows through the (case_id, created_at) indexes.
CREATE OR REPLACE FUNCTION case_first_responses_refresh(ids uuid[]) RETURNS void AS $$
BEGIN
  DELETE FROM case_first_responses WHERE case_id IN (SELECT unnest(ids));
  INSERT INTO case_first_responses (case_id, minutes)
  SELECT c.id, extract(epoch FROM min(a.at) - c.created_at) / 60
  FROM cases c
  JOIN LATERAL (
    SELECT e.actor_id AS who, e.created_at AS at FROM case_events e
    WHERE e.case_id = c.id AND e.actor_id IS NOT NULL AND e.kind <> 'case_opened'
    UNION ALL
    SELECT m.sender_id, m.created_at FROM messages m WHERE m.case_id = c.id AND m.sender_id IS NOT NULL
  ) a ON a.who <> c.client_id
  WHERE c.id IN (SELECT unnest(ids))
  GROUP BY c.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- New responses can only bring a first response earlier, so an insert keeps the lesser time.
CREATE OR REPLACE FUNCTION case_first_responses_add(case_ids uuid[], whos uuid[], ats timestamptz[]) RETURNS void AS $$
BEGIN
  INSERT INTO case_first_responses AS t (case_id, minutes)
  SELECT c.id, min(extract(epoch FROM r.at - c.created_at) / 60)
  FROM unnest(case_ids, whos, ats) AS r(case_id, who, at)
  JOIN cases c ON c.id = r.case_id AND r.who <> c.client_id
  GROUP BY c.id ORDER BY c.id
  ON CONFLICT ON CONSTRAINT case_first_responses_pkey DO UPDATE SET minutes = least(t.minutes, EXCLUDED.minutes);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The given cases' ended stays per phase left (admin analytics' time per phase): each phase
-- change ends the stay that began with the case's previous phase event (timeline order: time,
-- kind, id). Takes their old shares out of phase_stay_totals, recomputes, puts the new ones in.
CREATE OR REPLACE FUNCTION case_phase_stays_refresh(ids uuid[]) RETURNS void AS $$
BEGIN
  UPDATE phase_stay_totals t SET stays = t.stays - s.stays, seconds = t.seconds - s.seconds
  FROM (SELECT phase, sum(stays) AS stays, sum(seconds) AS seconds FROM case_phase_stays
        WHERE case_id IN (SELECT unnest(ids)) GROUP BY phase) s
  WHERE t.phase = s.phase;
  DELETE FROM case_phase_stays WHERE case_id IN (SELECT unnest(ids));
  INSERT INTO case_phase_stays (case_id, phase, stays, seconds)
  SELECT e.case_id, e.from_phase, count(*), sum(extract(epoch FROM e.spent))
  FROM (
    SELECT ev.case_id, ev.kind, ev.from_phase,
           ev.created_at - lag(ev.created_at) OVER (PARTITION BY ev.case_id ORDER BY ev.created_at, ev.kind, ev.id) AS spent
    FROM case_events ev
    WHERE ev.case_id IN (SELECT unnest(ids)) AND ev.kind IN ('case_opened', 'phase_changed')
  ) e
  WHERE e.kind = 'phase_changed' AND e.spent IS NOT NULL AND e.from_phase IS NOT NULL
  GROUP BY e.case_id, e.from_phase;
  INSERT INTO phase_stay_totals AS t (phase, stays, seconds)
  SELECT phase, sum(stays), sum(seconds) FROM case_phase_stays WHERE case_id IN (SELECT unnest(ids))
  GROUP BY phase ORDER BY phase
  ON CONFLICT (phase) DO UPDATE SET stays = t.stays + EXCLUDED.stays, seconds = t.seconds + EXCLUDED.seconds;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cases_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cases_case_summaries_apply('{}'::cases[], (SELECT array_agg(n::cases) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cases_case_summaries_apply((SELECT array_agg(o::cases) FROM old_rows o), '{}'::cases[]);
    PERFORM case_first_responses_refresh(ids), case_phase_stays_refresh(ids)
    FROM (SELECT array_agg(o.id) AS ids FROM old_rows o) x;
  ELSE
    PERFORM cases_case_summaries_apply(array_agg(o::cases), array_agg(n::cases))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.desk_id IS NULL, o.phase, o.currency, o.recovered_cents, o.phase_changed_at, o.created_at,
           o.client_rating, o.client_id)
      IS DISTINCT FROM (n.desk_id IS NULL, n.phase, n.currency, n.recovered_cents, n.phase_changed_at,
           n.created_at, n.client_rating, n.client_id);
    PERFORM case_first_responses_refresh(array_agg(n.id))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.client_id, o.created_at) IS DISTINCT FROM (n.client_id, n.created_at);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cases_case_summaries_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cases_case_summaries();
--> statement-breakpoint
CREATE TRIGGER cases_case_summaries_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cases_case_summaries();
--> statement-breakpoint
CREATE TRIGGER cases_case_summaries_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cases_case_summaries();
--> statement-breakpoint
-- Timeline events are written once (edits are rare: a merge re-attributes them, a deleted
-- account leaves a null actor), so an edit or a removal recomputes the cases it touches.
CREATE OR REPLACE FUNCTION case_events_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM case_first_responses_add(array_agg(n.case_id), array_agg(n.actor_id), array_agg(n.created_at))
    FROM new_rows n WHERE n.kind <> 'case_opened' AND n.actor_id IS NOT NULL;
    PERFORM case_phase_stays_refresh(array_agg(DISTINCT n.case_id)) FROM new_rows n
    WHERE n.kind IN ('case_opened', 'phase_changed');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM case_first_responses_refresh(ids), case_phase_stays_refresh(ids)
    FROM (SELECT array_agg(DISTINCT o.case_id) AS ids FROM old_rows o) x;
  ELSE
    PERFORM case_first_responses_refresh(ids), case_phase_stays_refresh(ids)
    FROM (SELECT array_agg(DISTINCT case_id) AS ids
          FROM (SELECT case_id FROM old_rows UNION SELECT case_id FROM new_rows) c) x;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER case_events_case_summaries_insert AFTER INSERT ON case_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_events_case_summaries();
--> statement-breakpoint
CREATE TRIGGER case_events_case_summaries_update AFTER UPDATE ON case_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_events_case_summaries();
--> statement-breakpoint
CREATE TRIGGER case_events_case_summaries_delete AFTER DELETE ON case_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION case_events_case_summaries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION messages_case_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM case_first_responses_add(array_agg(n.case_id), array_agg(n.sender_id), array_agg(n.created_at))
    FROM new_rows n WHERE n.sender_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM case_first_responses_refresh(array_agg(DISTINCT o.case_id)) FROM old_rows o;
  ELSE
    PERFORM case_first_responses_refresh(array_agg(DISTINCT case_id))
    FROM (SELECT case_id FROM old_rows UNION SELECT case_id FROM new_rows) c;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER messages_case_summaries_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_case_summaries();
--> statement-breakpoint
CREATE TRIGGER messages_case_summaries_update AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_case_summaries();
--> statement-breakpoint
CREATE TRIGGER messages_case_summaries_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_case_summaries();
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
