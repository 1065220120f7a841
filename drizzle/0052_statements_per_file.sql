ALTER TABLE "bank_statements" DROP CONSTRAINT "bank_statements_sha256_unique";--> statement-breakpoint
ALTER TABLE "bank_statements" DROP CONSTRAINT "bank_statements_format";--> statement-breakpoint
DROP INDEX "bank_statements_identity_key";--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "file_position" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "account_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_file_key" ON "bank_statements" USING btree ("sha256","file_position");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_identity_key" ON "bank_statements" USING btree (coalesce("account_iban", "account_number", ''),"statement_ref",coalesce("sequence_no", '')) WHERE "bank_statements"."statement_ref" is not null;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_format" CHECK ("bank_statements"."format" in ('camt052', 'camt053', 'camt054', 'mt940', 'csv'));