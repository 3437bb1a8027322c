CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"page_views" integer DEFAULT 1 NOT NULL,
	"engaged_ms" integer DEFAULT 0 NOT NULL,
	"entry_path" text NOT NULL,
	"referrer_host" text,
	"source" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitor_analytics" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "visitor_analytics" ADD COLUMN "engaged_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "visits_started_at_idx" ON "visits" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "visits_session_seen_idx" ON "visits" USING btree ("session_id","last_seen_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "visitor_analytics" ADD CONSTRAINT "visitor_analytics_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_analytics_visit_id_idx" ON "visitor_analytics" USING btree ("visit_id");