-- Recovery events stored their amounts in cents under plain keys (amount, fee, share), which the
-- timeline's reader (paramsOf) passed on as if they were major units: a $4,250 recovery read as
-- $425,000 in the client's activity. The amounts move to the *Cents keys every other event uses.
UPDATE "case_events"
   SET "data" = ("data" - 'amount' - 'fee' - 'share')
             || jsonb_strip_nulls(jsonb_build_object(
                  'amountCents', "data"->'amount',
                  'feeCents', "data"->'fee',
                  'shareCents', "data"->'share'))
 WHERE "kind" IN ('recovery_recorded', 'recovery_reversed')
   AND "data" ? 'amount';
