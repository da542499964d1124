ALTER TABLE "support_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
-- A message handled before this column existed has been read.
UPDATE "support_requests" SET "read_at" = "done_at" WHERE "done";
