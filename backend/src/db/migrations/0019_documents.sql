CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"size" bigint NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_category_check" CHECK ("documents"."category" IN ('board', 'statutes', 'finance_rules', 'youth_rules', 'data_protection', 'form', 'newspaper'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_slug_key" ON "documents" USING btree ("slug");