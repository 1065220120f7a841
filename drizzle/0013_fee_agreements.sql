CREATE TABLE "fee_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"version" text NOT NULL,
	"language" "language" NOT NULL,
	"text_sha256" text NOT NULL,
	"signed_name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "fee_agreements_case_id_unique" UNIQUE("case_id")
);
--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_agreements_client_idx" ON "fee_agreements" USING btree ("client_id");--> statement-breakpoint
-- An acceptance is evidence: what was accepted, by which client, for which case and when never
-- changes. Erasing the client (D13) may only blank the name, IP address and browser they left.
CREATE OR REPLACE FUNCTION fee_agreements_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'fee agreement acceptances are kept: they cannot be deleted';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.case_id IS DISTINCT FROM OLD.case_id
     OR NEW.client_id IS DISTINCT FROM OLD.client_id OR NEW.version IS DISTINCT FROM OLD.version
     OR NEW.language IS DISTINCT FROM OLD.language OR NEW.text_sha256 IS DISTINCT FROM OLD.text_sha256
     OR NEW.accepted_at IS DISTINCT FROM OLD.accepted_at THEN
    RAISE EXCEPTION 'a fee agreement acceptance cannot be changed, only anonymised';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fee_agreements_keep BEFORE UPDATE OR DELETE ON fee_agreements
  FOR EACH ROW EXECUTE FUNCTION fee_agreements_refuse_change();
