CREATE TABLE "contact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"field" text NOT NULL,
	"previous_value" text,
	"proposed_value" text,
	"proposed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "contact_changes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "contact_changes_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "contact_changes_field" CHECK ("contact_changes"."field" in ('email', 'phone')),
	CONSTRAINT "contact_changes_status" CHECK ("contact_changes"."status" in ('pending', 'confirmed', 'disputed', 'withdrawn', 'replaced')),
	CONSTRAINT "contact_changes_resolved" CHECK (("contact_changes"."status" = 'pending') = ("contact_changes"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_changes_open_key" ON "contact_changes" USING btree ("user_id","field") WHERE "contact_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "contact_changes_proposed_by_idx" ON "contact_changes" USING btree ("proposed_by_id");