CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"origin" text DEFAULT 'save' NOT NULL,
	"restored_from_at" timestamp with time zone,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisions_subject_check" CHECK ("revisions"."subject" in ('page', 'post', 'policy', 'special'))
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_subject_created_idx" ON "revisions" USING btree ("subject","subject_id","created_at" DESC NULLS LAST);