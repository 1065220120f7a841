CREATE INDEX "cases_desk_reference_idx" ON "cases" USING btree ("desk_id","reference");--> statement-breakpoint
CREATE INDEX "cases_desk_fraud_type_idx" ON "cases" USING btree ("desk_id","fraud_type","id");--> statement-breakpoint
CREATE INDEX "cases_desk_amount_idx" ON "cases" USING btree ("desk_id","amount_lost_cents","id");--> statement-breakpoint
CREATE INDEX "cases_desk_phase_id_idx" ON "cases" USING btree ("desk_id","phase","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name","id");