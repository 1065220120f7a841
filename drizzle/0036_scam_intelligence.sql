CREATE TABLE "indicators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"status" text DEFAULT 'unreviewed' NOT NULL,
	"status_reason" text,
	"status_by" uuid,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicators_kind_known" CHECK ("indicators"."kind" in ('domain', 'iban', 'bank_account', 'crypto_address', 'card_merchant', 'phone', 'email', 'messenger', 'app')),
	CONSTRAINT "indicators_status_known" CHECK ("indicators"."status" in ('unreviewed', 'confirmed', 'false_match'))
);
--> statement-breakpoint
CREATE TABLE "scheme_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"messenger" text,
	"value" text NOT NULL,
	"note" text,
	"indicator_id" uuid NOT NULL,
	"entered_by" uuid,
	"updated_by" uuid,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheme_contacts_kind_known" CHECK ("scheme_contacts"."kind" in ('website', 'app', 'phone', 'email', 'messenger'))
);
--> statement-breakpoint
CREATE TABLE "scheme_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"card_network" text,
	"merchant_descriptor" text,
	"beneficiary_name" text,
	"iban" text,
	"account_number" text,
	"bic" text,
	"bank_name" text,
	"crypto_network" text,
	"wallet_address" text,
	"tx_hash" text,
	"note" text,
	"indicator_id" uuid,
	"entered_by" uuid,
	"updated_by" uuid,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheme_payments_amount_positive" CHECK ("scheme_payments"."amount_cents" > 0),
	CONSTRAINT "scheme_payments_method_known" CHECK ("scheme_payments"."method" in ('card', 'bank_transfer', 'crypto', 'cash', 'other'))
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_status_by_users_id_fk" FOREIGN KEY ("status_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_contacts" ADD CONSTRAINT "scheme_contacts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_contacts" ADD CONSTRAINT "scheme_contacts_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_contacts" ADD CONSTRAINT "scheme_contacts_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_contacts" ADD CONSTRAINT "scheme_contacts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_contacts" ADD CONSTRAINT "scheme_contacts_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_payments" ADD CONSTRAINT "scheme_payments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_payments" ADD CONSTRAINT "scheme_payments_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_payments" ADD CONSTRAINT "scheme_payments_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_payments" ADD CONSTRAINT "scheme_payments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_payments" ADD CONSTRAINT "scheme_payments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "indicators_kind_value_key" ON "indicators" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "indicators_status_by_idx" ON "indicators" USING btree ("status_by");--> statement-breakpoint
CREATE INDEX "scheme_contacts_case_idx" ON "scheme_contacts" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "scheme_contacts_indicator_idx" ON "scheme_contacts" USING btree ("indicator_id") WHERE "scheme_contacts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "scheme_contacts_entered_by_idx" ON "scheme_contacts" USING btree ("entered_by");--> statement-breakpoint
CREATE INDEX "scheme_contacts_updated_by_idx" ON "scheme_contacts" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "scheme_contacts_removed_by_idx" ON "scheme_contacts" USING btree ("removed_by");--> statement-breakpoint
CREATE INDEX "scheme_payments_case_idx" ON "scheme_payments" USING btree ("case_id","paid_on");--> statement-breakpoint
CREATE INDEX "scheme_payments_indicator_idx" ON "scheme_payments" USING btree ("indicator_id") WHERE "scheme_payments"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "scheme_payments_entered_by_idx" ON "scheme_payments" USING btree ("entered_by");--> statement-breakpoint
CREATE INDEX "scheme_payments_updated_by_idx" ON "scheme_payments" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "scheme_payments_removed_by_idx" ON "scheme_payments" USING btree ("removed_by");--> statement-breakpoint
-- Every live sighting of an indicator on a case (issue 21): links, schemes and the public check read
-- this one view, so "removed" means the same everywhere.
CREATE VIEW "indicator_sightings" AS
  SELECT "indicator_id", "case_id", "amount_cents", "currency", 'payment'::text AS "source", "id" AS "source_id", "created_at"
    FROM "scheme_payments"
   WHERE "removed_at" IS NULL AND "indicator_id" IS NOT NULL
  UNION ALL
  SELECT "indicator_id", "case_id", NULL::bigint, NULL::text, 'contact'::text, "id", "created_at"
    FROM "scheme_contacts"
   WHERE "removed_at" IS NULL;
