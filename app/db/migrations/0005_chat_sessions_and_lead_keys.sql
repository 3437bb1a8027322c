CREATE TABLE "chat_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_email_idx";--> statement-breakpoint
DROP INDEX "leads_meeting_at_idx";--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "leads" SET "email" = lower(trim("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_live_key" ON "leads" USING btree ("email") WHERE "leads"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_meeting_at_live_key" ON "leads" USING btree ("meeting_at") WHERE "leads"."deleted" = false and "leads"."meeting_at" is not null;