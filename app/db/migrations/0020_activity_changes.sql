ALTER TABLE "activity_log" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;
