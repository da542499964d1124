CREATE TABLE "registration_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"places" integer,
	"deadline" date,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"fee_note" text DEFAULT '' NOT NULL,
	"fields" text[] DEFAULT '{}' NOT NULL,
	"organiser_email" text,
	"notice" text DEFAULT 'each' NOT NULL,
	"digest_sent_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_offers_numbers" CHECK (("registration_offers"."places" is null or "registration_offers"."places" between 1 and 10000) and "registration_offers"."fee_cents" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"birth_year" integer,
	"team" text,
	"track" integer,
	"tshirt" text,
	"guardian_name" text,
	"lang" text DEFAULT 'de' NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirm_token_hash" text,
	"manage_token_hash" text,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"bib" integer,
	"late" boolean DEFAULT false NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"noticed_at" timestamp with time zone,
	"ends_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_birth_year" CHECK ("registrations"."birth_year" is null or "registrations"."birth_year" between 1900 and 2200)
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_offer_id_registration_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."registration_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_offers_target" ON "registration_offers" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "registrations_offer_idx" ON "registrations" USING btree ("offer_id","status");--> statement-breakpoint
CREATE INDEX "registrations_ends_idx" ON "registrations" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_confirm_token" ON "registrations" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_manage_token" ON "registrations" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_per_person" ON "registrations" USING btree ("offer_id","email",lower("name")) WHERE "registrations"."status" <> 'cancelled' and "registrations"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_bib" ON "registrations" USING btree ("offer_id","bib") WHERE "registrations"."bib" is not null;