CREATE TABLE "club_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"department_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_date" date,
	"end_time" text,
	"location_id" uuid,
	"place" text DEFAULT '' NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_days" integer,
	"published" boolean DEFAULT false NOT NULL,
	"announced_on" date,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancel_note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "club_events_end_check" CHECK ("club_events"."end_date" is null or "club_events"."end_date" >= "club_events"."date"),
	CONSTRAINT "club_events_notice_check" CHECK ("club_events"."notice_days" is null or "club_events"."notice_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "club_events" ADD CONSTRAINT "club_events_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_events" ADD CONSTRAINT "club_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_events_date_idx" ON "club_events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "club_events_department_idx" ON "club_events" USING btree ("department_id");