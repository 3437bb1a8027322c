CREATE TABLE "analytics_day_campaigns" (
	"day" date NOT NULL,
	"campaign" text NOT NULL,
	"source" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "analytics_day_campaigns_day_campaign_source_pk" PRIMARY KEY("day","campaign","source")
);
--> statement-breakpoint
-- Sources and devices are stored as staff read them, in Portuguese.
UPDATE "visits" SET "source" = 'Direto' WHERE "source" = 'Direct';--> statement-breakpoint
UPDATE "visits" SET "device" = CASE "device" WHEN 'Desktop' THEN 'Computador' ELSE 'Celular' END WHERE "device" IN ('Desktop', 'Mobile');--> statement-breakpoint
-- Visits stored as 'Outros' (or a webmail as 'Google' or 'Yahoo') that the sources named since then
-- recognise, by the patterns of app/features/analytics/traffic-source.ts.
UPDATE "visits" SET "source" = CASE
    WHEN lower(trim("utm_source")) ~ '^(instagram|(insta|ig)([^a-z0-9]|$))' THEN 'Instagram'
    WHEN lower(trim("utm_source")) ~ '^(youtube|yt([^a-z0-9]|$))' THEN 'YouTube'
    WHEN lower(trim("utm_source")) ~ '^(twitter|x([^a-z0-9]|$))' THEN 'X'
    WHEN lower(trim("utm_source")) ~ '^(whats|(wpp|zap|wa)([^a-z0-9]|$))' THEN 'WhatsApp'
    WHEN lower(trim("utm_source")) ~ '^(e-?mail|mail|newsletter|rd[ _-]?station|brevo|sendinblue)' THEN 'E-mail'
    WHEN lower(trim("utm_source")) ~ '^tiktok' THEN 'TikTok'
    ELSE "source" END
  WHERE "source" = 'Outros' AND "utm_source" IS NOT NULL;--> statement-breakpoint
UPDATE "visits" SET "source" = CASE
    WHEN "referrer_host" ~ '^(mail|webmail|email)\.|(^|\.)outlook\.(live|office|office365)\.com$' THEN 'E-mail'
    WHEN "referrer_host" ~ '(^|\.)tiktok\.com$' THEN 'TikTok'
    ELSE "source" END
  WHERE "source" IN ('Outros', 'Google', 'Yahoo') AND "utm_source" IS NULL AND "referrer_host" IS NOT NULL;--> statement-breakpoint
-- The daily rollups are sums of the visits: forgotten, they are rolled up again with the new
-- names and the campaigns (at start-up, and by the first report of a period).
DELETE FROM "analytics_days";--> statement-breakpoint
DELETE FROM "analytics_day_pages";--> statement-breakpoint
DELETE FROM "analytics_day_visits";--> statement-breakpoint
DELETE FROM "analytics_day_returns";
