CREATE TABLE "funruns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"location_id" uuid,
	"registration_until" date NOT NULL,
	"bib_pickups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"late_closes_minutes" integer DEFAULT 15 NOT NULL,
	"late_fee_cents" integer DEFAULT 0 NOT NULL,
	"registration_email" text,
	"tracks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intro_de" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"notes_de" text DEFAULT '' NOT NULL,
	"notes_en" text DEFAULT '' NOT NULL,
	"results_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funruns_year_unique" UNIQUE("year"),
	CONSTRAINT "funruns_year_check" CHECK ("funruns"."year" between 1900 and 2200),
	CONSTRAINT "funruns_late_check" CHECK ("funruns"."late_closes_minutes" >= 0 and "funruns"."late_fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "funruns" ADD CONSTRAINT "funruns_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;