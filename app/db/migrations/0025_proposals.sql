CREATE TABLE "proposal_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"author_id" text,
	"freight_type" text DEFAULT 'FOB' NOT NULL,
	"freight_cents" bigint DEFAULT 0 NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"delivery_time" text DEFAULT '' NOT NULL,
	"validity_days" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"sender_name" text,
	"sender_email" text,
	"sent_at" timestamp with time zone,
	"valid_until" date,
	"expires_at" timestamp with time zone,
	"token_hash" text,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer_name" text,
	"purchase_order" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" in ('rascunho', 'enviada', 'aprovada', 'recusada', 'substituida')),
	CONSTRAINT "proposals_freight_type_check" CHECK ("proposals"."freight_type" in ('CIF', 'FOB')),
	CONSTRAINT "proposals_money_check" CHECK ("proposals"."freight_cents" >= 0 and "proposals"."subtotal_cents" >= 0 and "proposals"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "proposal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"page_id" uuid,
	"description" text NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "proposal_lines_quantity_check" CHECK ("proposal_lines"."quantity_thousandths" > 0),
	CONSTRAINT "proposal_lines_discount_check" CHECK ("proposal_lines"."discount_basis_points" between 0 and 10000),
	CONSTRAINT "proposal_lines_money_check" CHECK ("proposal_lines"."unit_price_cents" >= 0 and "proposal_lines"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_number_version_key" ON "proposals" USING btree ("number","version");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_token_hash_key" ON "proposals" USING btree ("token_hash") WHERE "proposals"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "proposals_lead_idx" ON "proposals" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_lines_position_key" ON "proposal_lines" USING btree ("proposal_id","position");
