ALTER TYPE "public"."token_purpose" ADD VALUE 'confirm_email';--> statement-breakpoint
ALTER TYPE "public"."token_purpose" ADD VALUE 'attach_case';--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provisional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provisional_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provisional_owner_id_users_id_fk" FOREIGN KEY ("provisional_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_provisional_owner_idx" ON "users" USING btree ("provisional_owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email")) WHERE not "users"."provisional";--> statement-breakpoint
-- D28 for rows that predate confirmation (docs/decisions/0014): staff were created by the firm,
-- and clients already holding a payout method or a withdrawal keep the money path they have;
-- every other existing client confirms through the portal's banner like a new one.
UPDATE "users" SET "email_confirmed_at" = "created_at"
WHERE "role" <> 'client'
   OR EXISTS (SELECT 1 FROM "payout_methods" p WHERE p."client_id" = "users"."id")
   OR EXISTS (SELECT 1 FROM "withdrawals" w WHERE w."client_id" = "users"."id");
