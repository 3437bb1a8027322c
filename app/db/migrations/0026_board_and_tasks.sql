ALTER TABLE "leads" ADD COLUMN "lost_detail" text;--> statement-breakpoint
-- A reason typed freely before the list of reasons existed becomes 'Outro', its text the detail.
UPDATE "leads" SET "lost_detail" = "lost_reason", "lost_reason" = 'Outro'
  WHERE "lost_reason" IS NOT NULL AND "lost_reason" NOT IN ('Preço', 'Prazo', 'Concorrente', 'Sem resposta', 'Sem orçamento', 'Outro');--> statement-breakpoint
CREATE TABLE "lead_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" text DEFAULT 'tarefa' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"owner_id" text,
	"note" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_tasks_type_check" CHECK ("lead_tasks"."type" in ('ligar', 'email', 'whatsapp', 'reuniao', 'visita', 'tarefa'))
);--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_tasks_lead_due_idx" ON "lead_tasks" USING btree ("lead_id","due_at");--> statement-breakpoint
CREATE INDEX "lead_tasks_open_owner_due_idx" ON "lead_tasks" USING btree ("owner_id","due_at") WHERE "lead_tasks"."done_at" is null;--> statement-breakpoint
-- Each next-action date becomes an open task of the lead's owner, due that day at 09:00 in São Paulo.
INSERT INTO "lead_tasks" ("lead_id", "type", "due_at", "owner_id")
  SELECT "id", 'tarefa', ("next_action_on" + time '09:00') AT TIME ZONE 'America/Sao_Paulo', "owner_id"
  FROM "leads" WHERE "next_action_on" IS NOT NULL;--> statement-breakpoint
-- The timeline keeps what the old next-action changes said, as notes.
UPDATE "lead_events" SET "kind" = 'note', "body" = CASE
    WHEN "data"->>'to' IS NULL THEN 'Próxima ação removida'
    ELSE 'Próxima ação marcada para ' || to_char(to_date("data"->>'to', 'YYYY-MM-DD'), 'DD/MM/YYYY')
  END
  WHERE "kind" = 'next_action';--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "next_action_on";
