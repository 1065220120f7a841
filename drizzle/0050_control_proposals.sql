CREATE TABLE "control_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"proposed_by" uuid,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"outcome" text,
	"result" jsonb,
	CONSTRAINT "control_proposals_kind" CHECK ("control_proposals"."kind" in ('staff_account', 'role_raise', 'team_member', 'settings', 'factor_reset')),
	CONSTRAINT "control_proposals_outcome" CHECK ("control_proposals"."outcome" in ('approved', 'declined', 'withdrawn')),
	CONSTRAINT "control_proposals_decision_whole" CHECK (("control_proposals"."outcome" is null) = ("control_proposals"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "control_proposals" ADD CONSTRAINT "control_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_proposals" ADD CONSTRAINT "control_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_proposals_pending_idx" ON "control_proposals" USING btree ("proposed_at") WHERE "control_proposals"."outcome" is null;--> statement-breakpoint
CREATE INDEX "control_proposals_proposed_by_idx" ON "control_proposals" USING btree ("proposed_by");--> statement-breakpoint
CREATE INDEX "control_proposals_decided_by_idx" ON "control_proposals" USING btree ("decided_by");