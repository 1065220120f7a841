CREATE TABLE "bank_line_matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_line_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"line_id" bigint NOT NULL,
	"action" text NOT NULL,
	"transaction_id" uuid,
	"auto" boolean DEFAULT false NOT NULL,
	"reason" text,
	"decided_by" uuid NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_line_matches_action" CHECK ("bank_line_matches"."action" in ('matched', 'unmatched', 'not_client_money')),
	CONSTRAINT "bank_line_matches_transaction" CHECK (("bank_line_matches"."action" = 'matched') = ("bank_line_matches"."transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_line_matches_line_idx" ON "bank_line_matches" USING btree ("line_id","id");--> statement-breakpoint
CREATE INDEX "bank_line_matches_transaction_idx" ON "bank_line_matches" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bank_line_matches_decided_by_idx" ON "bank_line_matches" USING btree ("decided_by");--> statement-breakpoint
-- Issue 19: who matched a statement line to what, and why it was undone, is evidence too:
-- append-only like the statements (0026). A line's state is its latest row.
CREATE TRIGGER bank_line_matches_append_only BEFORE UPDATE OR DELETE ON bank_line_matches
  FOR EACH ROW EXECUTE FUNCTION bank_statements_refuse_change();
--> statement-breakpoint
CREATE TRIGGER bank_line_matches_no_truncate BEFORE TRUNCATE ON bank_line_matches
  FOR EACH STATEMENT EXECUTE FUNCTION bank_statements_refuse_change();
