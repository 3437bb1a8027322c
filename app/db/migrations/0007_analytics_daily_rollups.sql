CREATE TABLE "analytics_day_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_day_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_returns" (
	"day" date NOT NULL,
	"previous_day" date NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_day_returns_day_previous_day_pk" PRIMARY KEY("day","previous_day")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_visits" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "analytics_day_visits_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"bounces" integer NOT NULL,
	"visit_ms" double precision NOT NULL,
	"new_visitors" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "visits_session_seen_idx";--> statement-breakpoint
CREATE INDEX "analytics_day_pages_path_day_idx" ON "analytics_day_pages" USING btree ("path","day");--> statement-breakpoint
CREATE INDEX "visits_session_started_idx" ON "visits" USING btree ("session_id","started_at");