CREATE TABLE "chat_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_email_idx";--> statement-breakpoint
DROP INDEX "leads_meeting_at_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "meeting_minutes" integer;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Leads kept before these keys existed: e-mails lowercase, one live lead per e-mail (the newest),
-- one live lead per meeting time (the first booked keeps it).
UPDATE "leads" SET "email" = lower(trim("email"));--> statement-breakpoint
UPDATE "leads" SET "deleted" = true WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "email" ORDER BY "created_at" DESC, "id") AS "rank" FROM "leads" WHERE "deleted" = false
  ) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
UPDATE "leads" SET "meeting_at" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "meeting_at" ORDER BY "created_at", "id") AS "rank" FROM "leads" WHERE "deleted" = false AND "meeting_at" IS NOT NULL
  ) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_live_key" ON "leads" USING btree ("email") WHERE "leads"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_meeting_at_live_key" ON "leads" USING btree ("meeting_at") WHERE "leads"."deleted" = false and "leads"."meeting_at" is not null;