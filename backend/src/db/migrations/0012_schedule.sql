CREATE TABLE "calendar_events" (
	"uid" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"anchor" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid,
	"workshop_id" uuid,
	"slot_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_cancellations_one_owner" CHECK (("training_cancellations"."course_id" is null) <> ("training_cancellations"."workshop_id" is null))
);
--> statement-breakpoint
CREATE TABLE "venue_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_closures_range" CHECK ("venue_closures"."to_date" >= "venue_closures"."from_date")
);
--> statement-breakpoint
ALTER TABLE "training_cancellations" ADD CONSTRAINT "training_cancellations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_cancellations" ADD CONSTRAINT "training_cancellations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_cancellations" ADD CONSTRAINT "training_cancellations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_closures" ADD CONSTRAINT "venue_closures_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_closures" ADD CONSTRAINT "venue_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_cancellations_slot_date" ON "training_cancellations" USING btree ("slot_id","date");--> statement-breakpoint
CREATE INDEX "training_cancellations_course_idx" ON "training_cancellations" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "training_cancellations_workshop_idx" ON "training_cancellations" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "training_cancellations_date_idx" ON "training_cancellations" USING btree ("date");--> statement-breakpoint
CREATE INDEX "venue_closures_location_idx" ON "venue_closures" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "venue_closures_to_idx" ON "venue_closures" USING btree ("to_date");