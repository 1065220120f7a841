CREATE TABLE "reconciliation_sign_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"as_of" date NOT NULL,
	"bank_balance_cents" bigint NOT NULL,
	"ledger_balance_cents" bigint NOT NULL,
	"client_balance_cents" bigint NOT NULL,
	"fees_held_cents" bigint NOT NULL,
	"statement_ref" text,
	"items" jsonb NOT NULL,
	"signed_by" uuid NOT NULL,
	"signed_by_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reconciliation_sign_offs" ADD CONSTRAINT "reconciliation_sign_offs_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_sign_offs_month_currency_key" ON "reconciliation_sign_offs" USING btree ("month","currency");--> statement-breakpoint
CREATE INDEX "reconciliation_sign_offs_signed_by_idx" ON "reconciliation_sign_offs" USING btree ("signed_by");--> statement-breakpoint
-- Issue 19: a signed-off month is a record as it stood, never rewritten (like 0004 and 0026).
CREATE OR REPLACE FUNCTION reconciliation_sign_offs_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'signed-off reconciliations are append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reconciliation_sign_offs_append_only BEFORE UPDATE OR DELETE ON reconciliation_sign_offs
  FOR EACH ROW EXECUTE FUNCTION reconciliation_sign_offs_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reconciliation_sign_offs_no_truncate BEFORE TRUNCATE ON reconciliation_sign_offs
  FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_sign_offs_refuse_change();
