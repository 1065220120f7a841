CREATE INDEX "case_events_actor_idx" ON "case_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "documents_reviewed_by_idx" ON "documents" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "leads_handled_by_idx" ON "leads" USING btree ("handled_by");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");