ALTER TABLE "staff_invitations" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "revoked_at" timestamp with time zone;
