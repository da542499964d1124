CREATE TABLE "trial_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"age" integer NOT NULL,
	"guardian_name" text,
	"lang" text DEFAULT 'de' NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"attended" boolean,
	"invited_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_bookings_age" CHECK ("trial_bookings"."age" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "trial_places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_bookings_training_idx" ON "trial_bookings" USING btree ("slot_id","date");--> statement-breakpoint
CREATE INDEX "trial_bookings_course_idx" ON "trial_bookings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "trial_bookings_date_idx" ON "trial_bookings" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_bookings_confirm_token" ON "trial_bookings" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_bookings_manage_token" ON "trial_bookings" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_bookings_one_per_email" ON "trial_bookings" USING btree ("slot_id","date","email") WHERE "trial_bookings"."status" <> 'cancelled';