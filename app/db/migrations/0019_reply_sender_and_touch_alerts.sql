ALTER TABLE "outbox_mails" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "touch_alerts" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "contact_requests" AS "c" SET "read_at" = now()
WHERE "c"."read_at" IS NULL AND "c"."lead_id" IS NOT NULL AND (
  EXISTS (SELECT 1 FROM "outbox_mails" AS "o"
    WHERE "o"."kind" = 'reply' AND "o"."lead_id" = "c"."lead_id" AND "o"."created_at" >= "c"."created_at")
  OR EXISTS (SELECT 1 FROM "lead_events" AS "e"
    WHERE "e"."kind" = 'status' AND "e"."lead_id" = "c"."lead_id" AND "e"."data"->>'to' <> 'novo' AND "e"."created_at" >= "c"."created_at")
);
