CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" text,
	"body" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"lead_id" uuid,
	"author_id" text,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_mails_status_check" CHECK ("outbox_mails"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
DROP INDEX "leads_email_live_key";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_action_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_landing_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_landing_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_touch_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_created_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_mails_dedupe_key" ON "outbox_mails" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "outbox_mails_lead_idx" ON "outbox_mails" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_created_idx" ON "outbox_mails" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_lead_id_idx" ON "contact_requests" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_owner_status_idx" ON "leads" USING btree ("owner_id","status");--> statement-breakpoint
-- The earlier statuses, in the pipeline's words: a booked meeting is a touch, not a stage.
UPDATE "leads" SET "status" = CASE "status"
  WHEN 'em_contato' THEN 'em_atendimento'
  WHEN 'reuniao_agendada' THEN 'em_atendimento'
  WHEN 'convertido' THEN 'ganho'
  ELSE "status" END;--> statement-breakpoint
UPDATE "leads" SET "last_touch_at" = "created_at";--> statement-breakpoint
-- Live leads whose e-mails differ only in case or accents become one: the oldest keeps the
-- conversations of the others, which are marked deleted as a staff deletion would.
WITH "ranked" AS (
  SELECT "id", first_value("id") OVER (PARTITION BY immutable_unaccent(lower("email")) ORDER BY "created_at", "id") AS "keeper"
  FROM "leads" WHERE "deleted" = false
), "merged" AS (
  SELECT "id", "keeper" FROM "ranked" WHERE "id" <> "keeper"
), "messages" AS (
  UPDATE "agent_messages" SET "lead_id" = "merged"."keeper" FROM "merged" WHERE "agent_messages"."lead_id" = "merged"."id"
), "sessions" AS (
  UPDATE "chat_sessions" SET "lead_id" = "merged"."keeper" FROM "merged" WHERE "chat_sessions"."lead_id" = "merged"."id"
)
UPDATE "leads" SET "deleted" = true, "meeting_at" = NULL FROM "merged" WHERE "leads"."id" = "merged"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_live_key" ON "leads" USING btree (immutable_unaccent(lower("email"))) WHERE "leads"."deleted" = false;--> statement-breakpoint
-- Every earlier contact request joins its person's lead; a person known only from the forms
-- becomes a lead from their first request, 'Em atendimento' once staff had read one of them.
INSERT INTO "leads" ("name", "email", "phone", "company", "status", "created_at", "last_touch_at")
SELECT DISTINCT ON (immutable_unaccent(lower("email")))
  "name", lower(trim("email")), "phone", "company",
  CASE WHEN bool_or("read_at" IS NOT NULL) OVER (PARTITION BY immutable_unaccent(lower("email"))) THEN 'em_atendimento' ELSE 'novo' END,
  "created_at",
  max("created_at") OVER (PARTITION BY immutable_unaccent(lower("email")))
FROM "contact_requests"
ORDER BY immutable_unaccent(lower("email")), "created_at"
ON CONFLICT (immutable_unaccent(lower("email"))) WHERE "deleted" = false DO NOTHING;--> statement-breakpoint
UPDATE "contact_requests" SET "lead_id" = "leads"."id" FROM "leads"
WHERE "leads"."deleted" = false AND immutable_unaccent(lower("leads"."email")) = immutable_unaccent(lower("contact_requests"."email"));--> statement-breakpoint
UPDATE "leads" SET "last_touch_at" = "touched"."at" FROM (
  SELECT "lead_id", max("created_at") AS "at" FROM "contact_requests" WHERE "lead_id" IS NOT NULL GROUP BY "lead_id"
) AS "touched" WHERE "leads"."id" = "touched"."lead_id" AND "touched"."at" > "leads"."last_touch_at";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('novo', 'em_atendimento', 'proposta_enviada', 'ganho', 'perdido'));