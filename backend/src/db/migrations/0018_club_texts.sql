CREATE TABLE "club_text_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"de" text DEFAULT '' NOT NULL,
	"en" text,
	"applications_from" date,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_text_revisions" ADD CONSTRAINT "club_text_revisions_key_club_texts_key_fk" FOREIGN KEY ("key") REFERENCES "public"."club_texts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_text_revisions" ADD CONSTRAINT "club_text_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_texts" ADD CONSTRAINT "club_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_text_revisions_number" ON "club_text_revisions" USING btree ("key","number");