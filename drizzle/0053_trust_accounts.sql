CREATE TABLE "trust_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text,
	"account_number" text,
	"bank_code" text,
	"bic" text NOT NULL,
	"currency" text NOT NULL,
	"opening_date" date NOT NULL,
	"registered_by" uuid,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_accounts_identified" CHECK (("trust_accounts"."iban" is not null and "trust_accounts"."account_number" is null and "trust_accounts"."bank_code" is null) or ("trust_accounts"."iban" is null and "trust_accounts"."account_number" is not null and "trust_accounts"."bank_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "control_proposals" DROP CONSTRAINT "control_proposals_kind";--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "trust_account_id" uuid;--> statement-breakpoint
ALTER TABLE "reconciliation_sign_offs" ADD COLUMN "trust_account_id" uuid;--> statement-breakpoint
ALTER TABLE "trust_accounts" ADD CONSTRAINT "trust_accounts_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_accounts" ADD CONSTRAINT "trust_accounts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_accounts_currency_key" ON "trust_accounts" USING btree ("currency");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_accounts_iban_key" ON "trust_accounts" USING btree ("iban");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_accounts_number_key" ON "trust_accounts" USING btree ("account_number","bank_code");--> statement-breakpoint
CREATE INDEX "trust_accounts_registered_by_idx" ON "trust_accounts" USING btree ("registered_by");--> statement-breakpoint
CREATE INDEX "trust_accounts_approved_by_idx" ON "trust_accounts" USING btree ("approved_by");--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_trust_account_id_trust_accounts_id_fk" FOREIGN KEY ("trust_account_id") REFERENCES "public"."trust_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_sign_offs" ADD CONSTRAINT "reconciliation_sign_offs_trust_account_id_trust_accounts_id_fk" FOREIGN KEY ("trust_account_id") REFERENCES "public"."trust_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_trust_account_idx" ON "bank_statements" USING btree ("trust_account_id");--> statement-breakpoint
CREATE INDEX "reconciliation_sign_offs_trust_account_idx" ON "reconciliation_sign_offs" USING btree ("trust_account_id");--> statement-breakpoint
ALTER TABLE "control_proposals" ADD CONSTRAINT "control_proposals_kind" CHECK ("control_proposals"."kind" in ('staff_account', 'role_raise', 'team_member', 'settings', 'factor_reset', 'staff_email', 'trust_account', 'trust_account_change'));