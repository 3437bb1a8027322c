ALTER TABLE "leads" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_key" text;--> statement-breakpoint
-- The Brazilian digits of each phone already stored, as normalisePhone reads them: the country code 55 and a trunk 0 dropped, DDD and 8 digits or 9 and 8.
UPDATE "leads" SET "phone_key" = keyed.key FROM (
  SELECT id, CASE WHEN national ~ '^[1-9][1-9]([0-9]{8}|9[0-9]{8})$' THEN national END AS key
  FROM (
    SELECT id, CASE WHEN left(local, 1) = '0' THEN substr(local, 2) ELSE local END AS national
    FROM (
      SELECT id, CASE WHEN length(digits) IN (12, 13) AND left(digits, 2) = '55' THEN substr(digits, 3) ELSE digits END AS local
      FROM (SELECT id, regexp_replace(phone, '\D', '', 'g') AS digits FROM "leads" WHERE phone IS NOT NULL) AS raw
    ) AS without_country
  ) AS without_trunk
) AS keyed WHERE "leads".id = keyed.id;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_email_or_phone_check" CHECK ("leads"."email" is not null or "leads"."phone_key" is not null);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_phone_only_live_key" ON "leads" USING btree ("phone_key") WHERE "leads"."deleted" = false and "leads"."email" is null;--> statement-breakpoint
CREATE INDEX "leads_phone_key_live_idx" ON "leads" USING btree ("phone_key") WHERE "leads"."deleted" = false and "leads"."phone_key" is not null;--> statement-breakpoint
CREATE TABLE "lead_import_rows" (
	"key" text PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_import_rows" ADD CONSTRAINT "lead_import_rows_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_rows" ADD CONSTRAINT "lead_import_rows_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "site_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"page_path" text NOT NULL,
	"source" text NOT NULL,
	"utm_source" text,
	"utm_campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_conversions_kind_check" CHECK ("site_conversions"."kind" in ('whatsapp', 'phone', 'email'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_conversions_once_key" ON "site_conversions" USING btree ("session_id","page_path","kind");--> statement-breakpoint
CREATE INDEX "site_conversions_created_at_idx" ON "site_conversions" USING btree ("created_at");
