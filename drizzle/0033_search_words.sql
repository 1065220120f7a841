CREATE TABLE "case_search_words" (
	"case_id" uuid NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"sort_key" bigint NOT NULL,
	CONSTRAINT "case_search_words_case_id_word_pk" PRIMARY KEY("case_id","word")
);
--> statement-breakpoint
CREATE TABLE "user_search_words" (
	"user_id" uuid NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"sort_key" bigint NOT NULL,
	CONSTRAINT "user_search_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
ALTER TABLE "case_search_words" ADD CONSTRAINT "case_search_words_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_search_words" ADD CONSTRAINT "user_search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_search_words_walk_idx" ON "case_search_words" USING btree ("word","sort_key","case_id");--> statement-breakpoint
CREATE INDEX "user_search_words_walk_idx" ON "user_search_words" USING btree ("word","sort_key","user_id");--> statement-breakpoint
-- hand-written: D23/D121 word-prefix search. search_fold folds case and accents (PGlite has no
-- unaccent extension): upper and lower case both translated, then lower() for ASCII, so the
-- result does not depend on the database's locale.
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    translate(t,
      'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠȘśŝşšșŢŤŦȚţťŧțÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżžÐð',
      'AAAAAAAAAaaaaaaaaaCCCCCcccccDDddEEEEEEEEEeeeeeeeeeGGGGggggHHhhIIIIIIIIIiiiiiiiiiJjKkLLLLLlllllNNNNnnnnOOOOOOOOOoooooooooRRRrrrSSSSSsssssTTTTttttUUUUUUUUUUuuuuuuuuuuWwYYYyyyZZZzzzDd'),
    'ß', 'ss'), 'ẞ', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'Ĳ', 'ij'), 'ĳ', 'ij'),
    'Þ', 'th'), 'þ', 'th'))
$$;
--> statement-breakpoint
-- hand-written: the order within one word, newest first, as an ascending number (see schema).
CREATE OR REPLACE FUNCTION search_sort_key(t timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT -(extract(epoch FROM t) * 1000000)::bigint $$;
--> statement-breakpoint
-- hand-written: the words of a text: folded, split on spaces and punctuation (ASCII and the
-- usual typographic quotes and dashes), each once. The query side splits the same way
-- (lib/search.ts queryWords calls this function).
CREATE OR REPLACE FUNCTION search_words_of(t text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(search_fold(coalesce(t, '')), '[[:space:]!-/:-@[-`{-~’‘“”„–—«»]+') AS w
  WHERE w <> ''
$$;
--> statement-breakpoint
-- hand-written: a person's search words (D23): names, the email's local part and domain in
-- pieces (anna.de-vries@mail.example.com: anna, de, vries, mail, example, com) plus the local
-- part with its punctuation taken out (annadevries), and the phone number's digits.
CREATE OR REPLACE FUNCTION user_search_words_of(first_name text, last_name text, email text, phone text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- One split of one composed text: a set-returning call per person is what a bulk insert pays for.
  SELECT DISTINCT w FROM regexp_split_to_table(search_fold(concat_ws(' ', first_name, last_name, email,
      regexp_replace(split_part(email, '@', 1), '[[:space:]!-/:-@[-`{-~’‘“”„–—«»]+', '', 'g'),
      regexp_replace(phone, '[^0-9]', '', 'g'))), '[[:space:]!-/:-@[-`{-~’‘“”„–—«»]+') AS w
  WHERE w <> ''
$$;
--> statement-breakpoint
-- hand-written: a case's search words: its reference in pieces and whole (RC-2026-000123: rc,
-- 2026, 000123, rc2026000123), its own title, and its client's words as they are stored.
CREATE OR REPLACE FUNCTION case_search_words_of(reference text, title text, client uuid)
RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table(search_fold(concat_ws(' ', reference,
      regexp_replace(reference, '[^[:alnum:]]', '', 'g'), title)), '[[:space:]!-/:-@[-`{-~’‘“”„–—«»]+') AS w
  WHERE w <> ''
  UNION SELECT word FROM user_search_words WHERE user_id = client
$$;
--> statement-breakpoint
-- hand-written: the triggers keep the words in the writing transaction. Inserts are statement
-- triggers over the new rows (the bench seed inserts 100k people in one statement); updates are
-- row triggers limited to the columns the words come from (PostgreSQL allows no transition
-- table on a trigger with a column list).
CREATE OR REPLACE FUNCTION user_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_search_words (user_id, word, sort_key)
  SELECT n.id, w, search_sort_key(n.created_at) FROM new_users n
  CROSS JOIN LATERAL user_search_words_of(n.first_name, n.last_name, n.email, n.phone) w;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION user_search_words_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_search_words WHERE user_id = NEW.id;
  INSERT INTO user_search_words (user_id, word, sort_key)
  SELECT NEW.id, w, search_sort_key(NEW.created_at) FROM user_search_words_of(NEW.first_name, NEW.last_name, NEW.email, NEW.phone) w;
  -- The person's cases carry their words too.
  DELETE FROM case_search_words s USING cases c WHERE c.client_id = NEW.id AND s.case_id = c.id;
  INSERT INTO case_search_words (case_id, word, sort_key)
  SELECT c.id, w, search_sort_key(c.created_at) FROM cases c
  CROSS JOIN LATERAL case_search_words_of(c.reference, c.title, c.client_id) w
  WHERE c.client_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE OF first_name, last_name, email, phone ON users
  FOR EACH ROW WHEN (
    OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone
  ) EXECUTE FUNCTION user_search_words_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_search_words (case_id, word, sort_key)
  SELECT n.id, w, search_sort_key(n.created_at) FROM new_cases n
  CROSS JOIN LATERAL case_search_words_of(n.reference, n.title, n.client_id) w;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_search_words_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION case_search_words_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_search_words WHERE case_id = NEW.id;
  INSERT INTO case_search_words (case_id, word, sort_key)
  SELECT NEW.id, w, search_sort_key(NEW.created_at) FROM case_search_words_of(NEW.reference, NEW.title, NEW.client_id) w;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_search_words_update AFTER UPDATE OF reference, title, client_id ON cases
  FOR EACH ROW WHEN (
    OLD.reference IS DISTINCT FROM NEW.reference OR OLD.title IS DISTINCT FROM NEW.title
    OR OLD.client_id IS DISTINCT FROM NEW.client_id
  ) EXECUTE FUNCTION case_search_words_changed();
--> statement-breakpoint
-- hand-written: backfill the words of the people and cases already there.
INSERT INTO user_search_words (user_id, word, sort_key)
SELECT u.id, w, search_sort_key(u.created_at) FROM users u
CROSS JOIN LATERAL user_search_words_of(u.first_name, u.last_name, u.email, u.phone) w;
--> statement-breakpoint
INSERT INTO case_search_words (case_id, word, sort_key)
SELECT c.id, w, search_sort_key(c.created_at) FROM cases c
CROSS JOIN LATERAL case_search_words_of(c.reference, c.title, c.client_id) w;
