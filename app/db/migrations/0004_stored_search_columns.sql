DROP INDEX "pages_title_search_idx";--> statement-breakpoint
DROP INDEX "pages_text_search_idx";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_title" text GENERATED ALWAYS AS (immutable_unaccent(lower(title))) STORED;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(coalesce(content->>'introduction', '') || ' ' || coalesce(content->>'description', '')))) STORED;--> statement-breakpoint
CREATE INDEX "pages_title_search_idx" ON "pages" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_text_search_idx" ON "pages" USING gin ("search_text" gin_trgm_ops);