ALTER TABLE "cases" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_rating_comment_length" CHECK (char_length("cases"."rating_comment") <= 2000);