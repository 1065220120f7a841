CREATE TABLE "bank_statement_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"withdrawn_by" uuid NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_line_matches" DROP CONSTRAINT "bank_line_matches_action";--> statement-breakpoint
DROP INDEX "bank_statements_file_key";--> statement-breakpoint
DROP INDEX "bank_statements_identity_key";--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_withdrawals" ADD CONSTRAINT "bank_statement_withdrawals_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_withdrawals" ADD CONSTRAINT "bank_statement_withdrawals_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_withdrawals_statement_key" ON "bank_statement_withdrawals" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bank_statement_withdrawals_withdrawn_by_idx" ON "bank_statement_withdrawals" USING btree ("withdrawn_by");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_file_key" ON "bank_statements" USING btree ("sha256","file_position","generation");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_identity_key" ON "bank_statements" USING btree (coalesce("account_iban", "account_number", ''),"statement_ref",coalesce("sequence_no", ''),"generation") WHERE "bank_statements"."statement_ref" is not null;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_action" CHECK ("bank_line_matches"."action" in ('matched', 'unmatched', 'not_client_money', 'withdrawn'));