DROP INDEX "users_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);