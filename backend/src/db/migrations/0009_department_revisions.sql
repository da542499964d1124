CREATE TABLE "department_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department_revisions" ADD CONSTRAINT "department_revisions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_revisions" ADD CONSTRAINT "department_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "department_revisions_number" ON "department_revisions" USING btree ("department_id","number");--> statement-breakpoint
-- Departments are edited live: what the public sees of a public department now is its first
-- published revision (docs/api.md, "History"). Who published it is not known.
INSERT INTO "department_revisions" ("department_id", "number", "snapshot", "created_at")
SELECT "id", 1, jsonb_build_object('name', "name", 'title', "title", 'description', "description"), "updated_at"
FROM "departments" WHERE "public";
