ALTER TABLE "leads" ADD COLUMN "lost_detail" text;--> statement-breakpoint
-- A reason typed freely before the list of reasons existed becomes 'Outro', its text the detail.
UPDATE "leads" SET "lost_detail" = "lost_reason", "lost_reason" = 'Outro'
  WHERE "lost_reason" IS NOT NULL AND "lost_reason" NOT IN ('Preço', 'Prazo', 'Concorrente', 'Sem resposta', 'Sem orçamento', 'Outro');
