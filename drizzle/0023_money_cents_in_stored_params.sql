-- Issue 16 (money in one unit): screens read money as integer cents only (`amountCents`, not the
-- decimal `amount`). Rows written before that carry only the decimal, so give them the cents
-- beside it; the decimal stays for anyone who reads it. Values are exact to the cent, since they
-- were produced from cents (fromCents) in the first place.
UPDATE "notifications"
SET "params" = "params" || jsonb_strip_nulls(jsonb_build_object(
  'amountCents', CASE WHEN jsonb_typeof("params"->'amount') = 'number' AND NOT "params" ? 'amountCents'
    THEN round(("params"->>'amount')::numeric * 100)::bigint END,
  'feeCents', CASE WHEN jsonb_typeof("params"->'fee') = 'number' AND NOT "params" ? 'feeCents'
    THEN round(("params"->>'fee')::numeric * 100)::bigint END,
  'shareCents', CASE WHEN jsonb_typeof("params"->'share') = 'number' AND NOT "params" ? 'shareCents'
    THEN round(("params"->>'share')::numeric * 100)::bigint END
))
WHERE jsonb_typeof("params"->'amount') = 'number'
   OR jsonb_typeof("params"->'fee') = 'number'
   OR jsonb_typeof("params"->'share') = 'number';
--> statement-breakpoint
-- A registration's opening event stored the loss in cents under the decimal's name; name it as
-- what it is, so the timeline shows the amount and not a number 100 times too large.
UPDATE "case_events"
SET "data" = ("data" - 'amountLost') || jsonb_build_object('amountLostCents', "data"->'amountLost')
WHERE "kind" = 'case_opened'
  AND "data"->>'source' = 'registration'
  AND jsonb_typeof("data"->'amountLost') = 'number'
  AND NOT "data" ? 'amountLostCents';
