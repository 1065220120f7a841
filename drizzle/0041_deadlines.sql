CREATE TABLE "deadline_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"due_on" date NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_closures_outcome_known" CHECK ("deadline_closures"."outcome" in ('met', 'waived'))
);
--> statement-breakpoint
CREATE TABLE "deadline_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"due_on" date NOT NULL,
	"threshold" integer NOT NULL,
	"emailed" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_reminders_threshold_known" CHECK ("deadline_reminders"."threshold" in (14, 7, 2))
);
--> statement-breakpoint
ALTER TABLE "deadline_closures" ADD CONSTRAINT "deadline_closures_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_closures" ADD CONSTRAINT "deadline_closures_payment_id_scheme_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."scheme_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_closures" ADD CONSTRAINT "deadline_closures_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_payment_id_scheme_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."scheme_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_closures_payment_rule_key" ON "deadline_closures" USING btree ("payment_id","rule_id");--> statement-breakpoint
CREATE INDEX "deadline_closures_case_idx" ON "deadline_closures" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "deadline_closures_closed_by_idx" ON "deadline_closures" USING btree ("closed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_reminders_key" ON "deadline_reminders" USING btree ("payment_id","rule_id","due_on","threshold");