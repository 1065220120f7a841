CREATE TABLE "evidence_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"addressee_kind" text NOT NULL,
	"addressee_name" text NOT NULL,
	"addressee_reference" text,
	"language" "language" NOT NULL,
	"shared" jsonb NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf_bytes" bigint NOT NULL,
	"zip_key" text NOT NULL,
	"zip_sha256" text NOT NULL,
	"zip_bytes" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_packs_addressee_known" CHECK ("evidence_packs"."addressee_kind" in ('bank', 'exchange', 'police', 'regulator'))
);
--> statement-breakpoint
ALTER TABLE "evidence_packs" ADD CONSTRAINT "evidence_packs_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_packs" ADD CONSTRAINT "evidence_packs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_packs_case_idx" ON "evidence_packs" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "evidence_packs_created_by_idx" ON "evidence_packs" USING btree ("created_by");