ALTER TABLE "club_settings" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "founding_year" integer;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "office_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "child_welfare" jsonb;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "register_court" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "register_number" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "board" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "social" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "office_email" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "mail_sender_name" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "workshop_user_email" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "workshop_user_name" text;