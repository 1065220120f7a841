ALTER TABLE "outbox_emails" ADD COLUMN "sealed_body" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD COLUMN "masked_details" text;--> statement-breakpoint
-- D31: stored emails must not keep a usable token. A pending email whose link is masked would
-- deliver a useless link, so it is marked failed (the admin's retry refuses it: link_withdrawn)
-- and the tokens of those unsent links, known only to outbox readers, are retired. Sent emails
-- keep their links valid (the person has them); only the stored copy is masked.
UPDATE "one_time_tokens" SET "used_at" = now()
WHERE "used_at" IS NULL AND "user_id" IN (
  SELECT "user_id" FROM "outbox_emails"
  WHERE "status" = 'pending' AND "text_body" ~ '[?&#][A-Za-z_]*token=[^&#[:space:]•]'
);--> statement-breakpoint
UPDATE "outbox_emails"
SET "status" = 'failed',
  "last_error" = 'The link in this email was withdrawn for security (D31). Send the person a new link or set a temporary password.'
WHERE "status" = 'pending' AND "text_body" ~ '[?&#][A-Za-z_]*token=[^&#[:space:]•]';--> statement-breakpoint
UPDATE "outbox_emails"
SET "text_body" = regexp_replace("text_body", '([?&#][A-Za-z_]*token=)[^&#[:space:]]+', '\1••••••', 'g')
WHERE "text_body" ~ '[?&#][A-Za-z_]*token=[^&#[:space:]•]';
