CREATE TABLE "workshop_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"publish_request_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"info" text NOT NULL,
	"description" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"website" text,
	"photo_url" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"blocked_by" uuid,
	"published_revision_id" uuid,
	"published_at" timestamp with time zone,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_slots" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "workshop_id" uuid;--> statement-breakpoint
ALTER TABLE "workshop_revisions" ADD CONSTRAINT "workshop_revisions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_revisions" ADD CONSTRAINT "workshop_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_revisions_number" ON "workshop_revisions" USING btree ("workshop_id","number");--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_lower" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "time_slots_workshop_idx" ON "time_slots" USING btree ("workshop_id");--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_one_owner" CHECK (("time_slots"."course_id" is null) <> ("time_slots"."workshop_id" is null));