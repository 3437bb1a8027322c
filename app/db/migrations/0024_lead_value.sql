ALTER TABLE "leads" ADD COLUMN "value_cents" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_value_cents_check" CHECK ("leads"."value_cents" >= 0);