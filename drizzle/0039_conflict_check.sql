CREATE TABLE "adverse_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"name_key" text NOT NULL,
	"alias_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"phone" text,
	"country" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "lead_conflict_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"conflicts" jsonb NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_conflict_decisions_known" CHECK ("lead_conflict_decisions"."decision" in ('cleared', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "adverse_parties" ADD CONSTRAINT "adverse_parties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverse_parties" ADD CONSTRAINT "adverse_parties_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_conflict_decisions" ADD CONSTRAINT "lead_conflict_decisions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_conflict_decisions" ADD CONSTRAINT "lead_conflict_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverse_parties_live_idx" ON "adverse_parties" USING btree ("created_at") WHERE "adverse_parties"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "adverse_parties_name_key_idx" ON "adverse_parties" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "adverse_parties_email_idx" ON "adverse_parties" USING btree ("email");--> statement-breakpoint
CREATE INDEX "adverse_parties_phone_idx" ON "adverse_parties" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "adverse_parties_created_by_idx" ON "adverse_parties" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "adverse_parties_removed_by_idx" ON "adverse_parties" USING btree ("removed_by");--> statement-breakpoint
CREATE INDEX "lead_conflict_decisions_lead_idx" ON "lead_conflict_decisions" USING btree ("lead_id","decided_at");--> statement-breakpoint
CREATE INDEX "lead_conflict_decisions_decided_by_idx" ON "lead_conflict_decisions" USING btree ("decided_by");