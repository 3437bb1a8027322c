ALTER TABLE "contact_requests" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "read_at" timestamp with time zone;