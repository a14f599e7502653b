ALTER TABLE "job_alerts" ADD COLUMN "sort" text DEFAULT 'newest' NOT NULL;
