ALTER TABLE "outbox_mails" ADD COLUMN "secret_link" text;--> statement-breakpoint
UPDATE "outbox_mails" SET "secret_link" = substring("text" from 'https?://[^[:space:]]+')
WHERE "kind" IN ('password-reset', 'invitation') AND "next_attempt_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "outbox_mails" SET "text" = regexp_replace("text", 'https?://[^[:space:]]+', '[link de acesso, enviado somente ao destinatário]', 'g')
WHERE "kind" IN ('password-reset', 'invitation');
