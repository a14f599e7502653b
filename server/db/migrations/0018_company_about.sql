ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "office_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "latitude" real;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "longitude" real;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "news" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employees_number" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "average_age" real;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registered_country" text;