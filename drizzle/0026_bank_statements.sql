CREATE TABLE "bank_csv_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_csv_mappings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"reversal" boolean NOT NULL,
	"bank_reference" text,
	"end_to_end_id" text,
	"remittance" text,
	"counterparty_name" text,
	"counterparty_iban" text,
	"foreign_currency" boolean NOT NULL,
	CONSTRAINT "bank_statement_lines_direction" CHECK ("bank_statement_lines"."direction" in ('credit', 'debit')),
	CONSTRAINT "bank_statement_lines_amount_positive" CHECK ("bank_statement_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"statement_ref" text,
	"account_iban" text,
	"currency" text NOT NULL,
	"opening_balance_cents" bigint,
	"closing_balance_cents" bigint,
	"from_date" date,
	"to_date" date,
	"line_count" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "bank_statements_format" CHECK ("bank_statements"."format" in ('camt053', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_csv_mappings_created_by_idx" ON "bank_csv_mappings" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_statement_line_key" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_booking_date_idx" ON "bank_statement_lines" USING btree ("booking_date");--> statement-breakpoint
CREATE INDEX "bank_statements_uploaded_at_idx" ON "bank_statements" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "bank_statements_uploaded_by_idx" ON "bank_statements" USING btree ("uploaded_by");--> statement-breakpoint
-- Issue 19: imported statements are what the bank said, kept as evidence beside the ledger:
-- append-only like it (0004). A wrong import is not edited away; matching decides what counts.
CREATE OR REPLACE FUNCTION bank_statements_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'imported bank statements are append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bank_statements_append_only BEFORE UPDATE OR DELETE ON bank_statements
  FOR EACH ROW EXECUTE FUNCTION bank_statements_refuse_change();
--> statement-breakpoint
CREATE TRIGGER bank_statements_no_truncate BEFORE TRUNCATE ON bank_statements
  FOR EACH STATEMENT EXECUTE FUNCTION bank_statements_refuse_change();
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_append_only BEFORE UPDATE OR DELETE ON bank_statement_lines
  FOR EACH ROW EXECUTE FUNCTION bank_statements_refuse_change();
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_no_truncate BEFORE TRUNCATE ON bank_statement_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bank_statements_refuse_change();
