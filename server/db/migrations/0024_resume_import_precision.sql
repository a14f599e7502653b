ALTER TABLE "educations" ADD COLUMN "period_from_year_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "educations" ADD COLUMN "period_to_year_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD COLUMN "period_from_year_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD COLUMN "period_to_year_only" boolean DEFAULT false NOT NULL;