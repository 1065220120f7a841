-- D41: a reported recovery is staff business until a second person (or an independent bank
-- statement) confirms it. Its timeline events were written visible to the client; hide them, so
-- the client's timeline and recent activity never show a report, its retraction or its rejection.
UPDATE "case_events" SET "client_visible" = false
WHERE "kind" IN ('recovery_reported', 'recovery_report_retracted', 'recovery_report_rejected');
