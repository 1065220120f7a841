CREATE TABLE "public_check_counts" (
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "public_check_counts_day_outcome_pk" PRIMARY KEY("day","outcome"),
	CONSTRAINT "public_check_counts_outcome_known" CHECK ("public_check_counts"."outcome" in ('known', 'not_known', 'unreadable', 'rate_limited')),
	CONSTRAINT "public_check_counts_count_positive" CHECK ("public_check_counts"."count" > 0)
);
