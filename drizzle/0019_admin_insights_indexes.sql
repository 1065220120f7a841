CREATE INDEX "case_events_phase_idx" ON "case_events" USING btree ("case_id","created_at","kind","id","from_phase") WHERE "case_events"."kind" in ('case_opened', 'phase_changed');--> statement-breakpoint
CREATE INDEX "cases_phase_changed_idx" ON "cases" USING btree ("phase","phase_changed_at");--> statement-breakpoint
CREATE INDEX "cases_no_desk_idx" ON "cases" USING btree ("phase","currency","recovered_cents","created_at","phase_changed_at") WHERE "cases"."desk_id" is null;--> statement-breakpoint
CREATE INDEX "leads_created_status_idx" ON "leads" USING btree ("created_at","status");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_kind_idx" ON "ledger_transactions" USING btree ("created_at","id","kind");