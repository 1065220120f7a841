-- hand-written (D38, issue 31 item 7): the one definition of which live sightings the public
-- check counts, read by the check itself and by the case drawer ("counts toward the public
-- check"). A sighting counts when its case
--   * has the client's signed fee agreement (the firm accepted the client),
--   * has a standing review of the indicator on that case by someone who neither entered nor last
--     corrected the sighting (one person cannot both report and vouch),
--   * and has been worked on by a member of staff other than the reviewer (any entry of theirs
--     on the case's timeline): one insider with a fake client account, who can register it,
--     accept its agreement, type its trail and review it, still needs a second person.
CREATE VIEW "counted_sightings" AS
  SELECT DISTINCT s."indicator_id", s."case_id", c."client_id"
    FROM "indicator_sightings" s
    JOIN "cases" c ON c."id" = s."case_id"
    JOIN "fee_agreements" f ON f."case_id" = s."case_id"
    JOIN "indicator_case_reviews" r
      ON r."indicator_id" = s."indicator_id" AND r."case_id" = s."case_id" AND r."withdrawn_at" IS NULL
     AND r."reviewed_by" IS DISTINCT FROM s."entered_by"
     AND r."reviewed_by" IS DISTINCT FROM s."updated_by"
   WHERE EXISTS (
     SELECT 1 FROM "case_events" e JOIN "users" u ON u."id" = e."actor_id"
      WHERE e."case_id" = s."case_id" AND u."role" <> 'client' AND e."actor_id" IS DISTINCT FROM r."reviewed_by"
   );
