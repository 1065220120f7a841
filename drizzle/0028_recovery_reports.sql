ALTER TYPE "public"."ledger_account" ADD VALUE 'reported_receipts';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'reported_suspense';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'recovery_report';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'report_retraction';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'report_rejection';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "above_claim" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_report_id_ledger_transactions_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_report_key" ON "ledger_transactions" USING btree ("report_id");