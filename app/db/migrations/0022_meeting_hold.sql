ALTER TABLE "leads" ADD COLUMN "meeting_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "meeting_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_meeting_token_hash_key" ON "leads" USING btree ("meeting_token_hash") WHERE "leads"."meeting_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "leads_meeting_held_until_idx" ON "leads" USING btree ("meeting_held_until") WHERE "leads"."meeting_held_until" is not null;