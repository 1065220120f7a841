CREATE TYPE "public"."fraud_type" AS ENUM('cryptocurrency', 'investment', 'romance', 'business', 'forex', 'binary', 'recovery', 'other');--> statement-breakpoint
CREATE TYPE "public"."case_phase" AS ENUM('new', 'investigation', 'evidence', 'legal', 'recovery', 'completed', 'closed');--> statement-breakpoint
CREATE TYPE "public"."case_priority" AS ENUM('urgent', 'high', 'medium', 'low');--> statement-breakpoint
CREATE SEQUENCE "public"."case_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"fraud_type" "fraud_type" NOT NULL,
	"amount_lost_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"fee_rate_bps" integer DEFAULT 2000 NOT NULL,
	"phase" "case_phase" DEFAULT 'new' NOT NULL,
	"priority" "case_priority" DEFAULT 'medium' NOT NULL,
	"desk_id" uuid,
	"lawyer_id" uuid,
	"next_action" text,
	"due_date" date,
	"phase_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "cases_amount_lost_positive" CHECK ("cases"."amount_lost_cents" > 0),
	CONSTRAINT "cases_fee_rate_range" CHECK ("cases"."fee_rate_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_desk_id_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."desks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_client_idx" ON "cases" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cases_lawyer_idx" ON "cases" USING btree ("lawyer_id");--> statement-breakpoint
CREATE INDEX "cases_desk_idx" ON "cases" USING btree ("desk_id");--> statement-breakpoint
CREATE INDEX "cases_phase_idx" ON "cases" USING btree ("phase");--> statement-breakpoint
CREATE INDEX "cases_priority_idx" ON "cases" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "cases_created_at_idx" ON "cases" USING btree ("created_at");