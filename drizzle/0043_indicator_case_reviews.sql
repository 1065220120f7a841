CREATE TABLE "indicator_case_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"indicator_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_reason" text,
	CONSTRAINT "indicator_case_reviews_withdrawal_whole" CHECK (("indicator_case_reviews"."withdrawn_at" is null) = ("indicator_case_reviews"."withdrawn_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "indicator_case_reviews" ADD CONSTRAINT "indicator_case_reviews_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_case_reviews" ADD CONSTRAINT "indicator_case_reviews_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_case_reviews" ADD CONSTRAINT "indicator_case_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_case_reviews" ADD CONSTRAINT "indicator_case_reviews_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "indicator_case_reviews_live_key" ON "indicator_case_reviews" USING btree ("indicator_id","case_id") WHERE "indicator_case_reviews"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "indicator_case_reviews_case_idx" ON "indicator_case_reviews" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "indicator_case_reviews_reviewed_by_idx" ON "indicator_case_reviews" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "indicator_case_reviews_withdrawn_by_idx" ON "indicator_case_reviews" USING btree ("withdrawn_by");