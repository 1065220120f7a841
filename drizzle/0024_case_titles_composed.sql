ALTER TABLE "cases" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
-- Issue 17 item 2: titles the software made ("Cryptocurrency fraud – Sophie Keller" at
-- registration, "Cryptocurrency fraud" when a lawyer added the client) were stored in English.
-- They become composed again (NULL): screens and emails write them from the fraud type and the
-- client's name in the reader's language. A title typed by staff matches neither form and stays.
UPDATE "cases" AS c
SET "title" = NULL
FROM "users" AS u,
  (VALUES
    ('cryptocurrency', 'Cryptocurrency fraud'),
    ('investment', 'Investment fraud'),
    ('romance', 'Romance fraud'),
    ('business', 'Business fraud'),
    ('forex', 'Forex fraud'),
    ('binary', 'Binary options fraud'),
    ('recovery', 'Recovery scam'),
    ('other', 'Fraud')
  ) AS generated("fraud_type", "label")
WHERE u."id" = c."client_id"
  AND generated."fraud_type" = c."fraud_type"::text
  AND c."title" IS NOT NULL
  AND (c."title" = generated."label"
    OR c."title" = generated."label" || ' – ' || u."first_name" || ' ' || u."last_name");
--> statement-breakpoint
-- The lawyer's "case assigned" notice copied the title; for a case whose title is now composed,
-- keep its fraud type instead, so the notice names the case in the reader's language too.
UPDATE "notifications" AS n
SET "params" = (n."params" - 'title') || jsonb_build_object('fraudType', c."fraud_type"::text)
FROM "cases" AS c
WHERE n."case_id" = c."id"
  AND n."kind" = 'case_assigned'
  AND c."title" IS NULL
  AND n."params" ? 'title';
