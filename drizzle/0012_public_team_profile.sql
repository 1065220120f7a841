ALTER TABLE "users" ADD COLUMN "public_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_bio" text;--> statement-breakpoint
CREATE INDEX "users_public_team_idx" ON "users" USING btree ("last_name","first_name","id") WHERE "users"."public_profile";