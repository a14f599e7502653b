ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;
