-- Issue 19 item 2 (four eyes on money out): who approved a withdrawal is kept apart from who
-- decided its last step, so marking it paid can be refused to the person who approved it.
ALTER TABLE "withdrawals" ADD COLUMN "approved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_approved_by_idx" ON "withdrawals" USING btree ("approved_by_id");--> statement-breakpoint
-- An approved withdrawal waiting to be paid: its last decider is its approver.
UPDATE "withdrawals" SET "approved_by_id" = "decided_by_id" WHERE "status" = 'approved';
